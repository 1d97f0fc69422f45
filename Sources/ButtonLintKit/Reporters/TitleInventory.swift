/// Where an inventoried title's text came from: `TitleOrigin`; `unresolved` for a site whose
/// title cannot be read (a variable, a parameter, a call nothing resolves), so the inventory
/// shows what is not checked too; `none` for a site that has no title by design (an icon-only
/// button), which is nothing to check.
enum TitleInventorySource: String, Sendable, Equatable, CaseIterable {
    case literal, constant, catalog, accessor, unresolved
    case untitled = "none"

    init(_ origin: TitleOrigin?, isUntitled: Bool = false) {
        guard let origin else {
            self = isUntitled ? .untitled : .unresolved
            return
        }
        switch origin {
        case .literal: self = .literal
        case .constant: self = .constant
        case .catalog: self = .catalog
        case .accessor: self = .accessor
        }
    }
}

/// One title site of `buttonlint titles`: where it is, which API and control it makes, the text
/// people see and where it came from, and the rules it breaks. The inventory a UX writer reviews.
public struct TitleInventoryRow: Sendable, Equatable {
    var file: String
    /// 1-based line and column (UTF-8 bytes, as findings count) of the builder's name.
    var line: Int
    var column: Int
    /// The builder's callee (`Button`, `UIAlertAction`, `setTitle`), or `title` for a
    /// `UIButton.Configuration` assignment.
    var api: String
    /// The frameworks the builder belongs to in this file (`SwiftUI`; rarely two, joined by `+`).
    var framework: String
    var control: ControlKind
    var role: ActionRole
    /// The text people see, interpolations as `\(…)`; empty when `source` is `unresolved` or `none`.
    var text: String
    var source: TitleInventorySource
    /// The table, catalog file and key a localized title was looked up by (nil otherwise; the
    /// catalog file is nil too when no catalog has the key).
    var table: String?
    var catalogFile: String?
    var catalogKey: String?
    /// Ids of the rules whose findings point at this site (its builder or its title), sorted.
    var rules: [String]
    /// Where the site lives (`app`, `debug`, `previews`…); only `app` is reported by default.
    var context: SiteContext = .app

    init(file: String, line: Int, column: Int, api: String, framework: String, control: ControlKind,
                role: ActionRole, text: String, source: TitleInventorySource, table: String? = nil,
                catalogFile: String? = nil, catalogKey: String? = nil, rules: [String] = []) {
        self.file = file
        self.line = line
        self.column = column
        self.api = api
        self.framework = framework
        self.control = control
        self.role = role
        self.text = text
        self.source = source
        self.table = table
        self.catalogFile = catalogFile
        self.catalogKey = catalogKey
        self.rules = rules
    }
}

/// Makes the inventory rows of one file from its title sites and the findings the linter
/// reported for it (after suppressions), in report order.
enum TitleInventory {
    /// - Parameter skipping: byte ranges whose sites are not this file's to list (the heads of
    ///   a part of a huge file).
    /// - Parameter sheets: the file's sheets: an action its platform picks as the cancel (Adwaita's
    ///   first response when none has `role: .close`) is listed with the cancel role.
    /// - Parameter contexts: where each site lives, listed with it.
    static func rows(of sites: [TitleSite], in source: SourceFile, findings: [Finding],
                     skipping excluded: [Range<Int>] = [], sheets: [Sheet] = [],
                     contexts: FileContexts = .app) -> [TitleInventoryRow] {
        var pickedCancels: Set<Int> = []
        for sheet in sheets {
            for action in sheet.actions where action.role == .cancel { pickedCancels.insert(action.location) }
        }
        var rulesByLocation: [SourceLocation: Set<String>] = [:]
        for finding in findings { rulesByLocation[finding.start, default: []].insert(finding.ruleID) }
        let listed = sites
            .filter { site in !excluded.contains { $0.contains(site.location) } }
            .sorted { $0.location < $1.location }
        return listed.map { site in
            let place = source.location(of: site.location)
            var rules = rulesByLocation[place] ?? []
            if let title = site.title { rules.formUnion(rulesByLocation[source.location(of: title.anchor.lowerBound)] ?? []) }
            let key = site.title?.catalogKey
            var row = TitleInventoryRow(file: source.path, line: place.line, column: place.column, api: site.builder,
                                     framework: name(of: site.frameworks), control: site.kind,
                                     role: pickedCancels.contains(site.location)
                                        && (site.role == .unspecified || site.role == .normal) ? .cancel : site.role,
                                     text: site.title?.displayText ?? "", source: TitleInventorySource(site.title?.origin, isUntitled: site.isUntitled),
                                     table: key?.table, catalogFile: key?.catalogPath, catalogKey: key?.key,
                                     rules: rules.sorted())
            row.context = contexts.context(at: site.location)
            return row
        }
    }

    /// The frameworks in the catalogue's order, joined by `+`.
    private static func name(of frameworks: FrameworkSet) -> String {
        frameworks.map(\.name).joined(separator: "+")
    }
}
