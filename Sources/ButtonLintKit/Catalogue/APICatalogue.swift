/// The table of every API the analysis knows by name: the builders that hand a
/// title to a button, alert action or menu command, the builders of sheets, alerts and menus with
/// what each does with its actions, and the names the control rules look for. Rules never name an
/// API; they read what the stages extracted with this table. A value, so a configuration can add
/// its own builders: `APICatalogue.standard.adding(configuredBuilders)`.
struct APICatalogue: Sendable {
    /// Title builders: each callee that makes a titled control.
    private(set) var builders: [BuilderAPI]
    /// Sheet, alert, menu and swipe-action builders, with how they show their actions.
    let sheetBuilders: [SheetBuilderAPI]
    /// Names the controls stage looks for: text entry, cell accessories, button borders.
    let controls: ControlNames

    /// Callees that wrap a title's text: `Text("…")`, `NSLocalizedString("…", value: "…")`.
    /// The labels are tried in order; `nil` is the first unlabeled argument.
    let titleWrappers: [String: [String?]]
    /// Views whose text is a button's title when one of them is alone in its label closure.
    let labelViews: Set<String>
    /// Views that draw an icon: a label closure holding only these has no title by design.
    var iconViews: Set<String> = ["Image"]
    /// Wrappers that look their literal up in a strings table, by callee.
    var keyLookupWrappers = KeyLookup.standardWrappers {
        didSet { indexWrappers() }
    }
    /// Builders whose title literal is itself a key (SwiftUI's `Button("…")`), by callee.
    var keyLookupBuilders = KeyLookup.standardBuilders {
        didSet { index() }
    }

    /// What a dialog, menu or swipe-action closure may hold, by callee name.
    /// Buttons: titled actions; system buttons: actions with a label the system draws.
    let actionButtons: Set<String>
    /// Callees of configured builders that make actions (`builders:` of kind button, alert, menu
    /// or swipe action): a sheet or menu counts them like `Button`.
    private(set) var configuredActions: Set<String> = []
    let systemButtons: Set<String>
    /// Views that sit among a dialog's actions without being actions (an alert's text field).
    let nonActionViews: Set<String>
    /// Legacy `Alert.Button` / `ActionSheet.Button` factories, each named for its role.
    let legacyAlertButtons: Set<String>
    /// Builders whose content closure (or `children:`) holds menu commands or swipe actions.
    let menuContainers: Set<String>
    /// Layout containers whose children no rule relates (`VStack`, `List`): a huge file may be
    /// analysed in parts cut between them.
    let layoutContainers: Set<String>

    /// `UIButton.Configuration` factories: a variable made by one of them has a settable `title`.
    let buttonConfigurationFactories: Set<String>
    /// Names that make a `config.title = …` assignment a title site: the configuration's type
    /// and the property (`UIButton.Configuration`, `button.configuration?.title`).
    let configurationNames: [String]

    /// Byte strings of which a file must contain one to hold anything the analysis reads; a file
    /// with none of them is skipped before lexing. Made from the entries above: every name a
    /// builder, sheet or control is written with contains one of them.
    private(set) var triggerNames: [String]

    private(set) var buildersByCallee: [String: [BuilderAPI]]
    /// The same builders as site extraction reads them, each with its `keyLookupBuilders` entry.
    private(set) var siteBuildersByCallee = NameTable<[SiteBuilder]>([])
    /// A quick "certainly not" for a call's name before `siteBuildersByCallee` is asked.
    private(set) var siteBuilderNames = NameFilter([])
    /// `titleWrappers` with each one's `keyLookupWrappers` entry: one lookup by name a wrapper.
    private(set) var wrappersByCallee = NameTable<TitleWrapper>([])
    private(set) var sheetBuildersByCallee: [String: [SheetBuilderAPI]]
    /// Quick "certainly not"s for the sheets, made once per catalogue rather than per file: a
    /// sheet builder's name; what a sheet's closure holds as an action (`Button`, system buttons,
    /// configured actions); a view there that is no action.
    private(set) var sheetBuilderNames = NameFilter([])
    private(set) var sheetActionNames = NameFilter([])
    private(set) var sheetNonActionNames = NameFilter([])

    init(builders: [BuilderAPI], sheetBuilders: [SheetBuilderAPI], controls: ControlNames,
                titleWrappers: [String: [String?]], labelViews: Set<String>, actionButtons: Set<String>,
                systemButtons: Set<String>, nonActionViews: Set<String>, legacyAlertButtons: Set<String>,
                menuContainers: Set<String>, layoutContainers: Set<String> = [],
                buttonConfigurationFactories: Set<String>, configurationNames: [String]) {
        self.builders = builders
        self.sheetBuilders = sheetBuilders
        self.controls = controls
        self.titleWrappers = titleWrappers
        self.labelViews = labelViews
        self.actionButtons = actionButtons
        self.systemButtons = systemButtons
        self.nonActionViews = nonActionViews
        self.legacyAlertButtons = legacyAlertButtons
        self.menuContainers = menuContainers
        self.layoutContainers = layoutContainers
        self.buttonConfigurationFactories = buttonConfigurationFactories
        self.configurationNames = configurationNames
        self.triggerNames = []
        self.buildersByCallee = [:]
        self.sheetBuildersByCallee = Dictionary(grouping: sheetBuilders, by: \.call.callee)
        sheetBuilderNames = NameFilter(sheetBuildersByCallee.keys)
        sheetNonActionNames = NameFilter(nonActionViews)
        index()
        indexWrappers()
    }

    /// This catalogue with builders a configuration names (`builders:` in `.buttonlint.yml`).
    /// They are read in every file that imports a UI framework, after the standard entries.
    func adding(_ entries: [BuilderEntry]) -> APICatalogue {
        guard !entries.isEmpty else { return self }
        var catalogue = self
        catalogue.builders += entries.map(BuilderAPI.init(entry:))
        // Configured buttons and actions are actions of the sheets and menus they stand in.
        catalogue.configuredActions.formUnion(entries.filter { ![.menu, .barButton].contains($0.kind) }.map(\.call))
        catalogue.index()
        return catalogue
    }

    private mutating func index() {
        buildersByCallee = Dictionary(grouping: builders, by: \.call.callee)
        let keyLookups = keyLookupBuilders
        siteBuildersByCallee = NameTable(buildersByCallee.map { callee, builders in
            (callee, builders.map { SiteBuilder($0, keyLookup: keyLookups[callee]) })
        })
        siteBuilderNames = NameFilter(siteBuildersByCallee.names)
        // Configured actions count as a sheet's actions: made again when they change.
        sheetActionNames = NameFilter([[controls.swiftUIButton], systemButtons, configuredActions].joined())
        triggerNames = Self.shortestCovering(builders.flatMap(\.triggers) + configurationNames)
    }

    private mutating func indexWrappers() {
        let keyLookups = keyLookupWrappers
        wrappersByCallee = NameTable(titleWrappers.map { callee, labels in
            (callee, TitleWrapper(labels: labels, keyLookup: keyLookups[callee]))
        })
    }

    /// The names no other name is part of: a file holding `UIBarButtonItem` holds `Button`.
    static func shortestCovering(_ names: [String]) -> [String] {
        var kept: [String] = []
        for name in names where !name.isEmpty && !kept.contains(where: { name.contains($0) }) {
            kept.removeAll { $0.contains(name) }
            kept.append(name)
        }
        return kept
    }
}

/// A callee that wraps a title's text (`Text`, `NSLocalizedString`): the labels its text may have,
/// tried in order (`nil` is the first unlabeled argument), and how it looks a literal key up.
struct TitleWrapper: Sendable {
    var labels: [String?]
    var keyLookup: KeyLookup?
}
