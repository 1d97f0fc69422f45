/// Finds every title site of a file by matching its calls against the API catalogue.
enum SiteExtractor {
    static func sites(in tree: SyntaxTree, frameworks: FrameworkSet,
                             catalogue: APICatalogue = .standard) -> [TitleSite] {
        sites(in: tree, frameworks: frameworks, catalogue: catalogue,
              resolver: TitleResolver(tree: tree, catalogue: catalogue, frameworks: frameworks))
    }

    static func sites(in tree: SyntaxTree, frameworks: FrameworkSet, catalogue: APICatalogue,
                      resolver: TitleResolver) -> [TitleSite] {
        guard !frameworks.isEmpty else { return [] }
        var sites: [TitleSite] = []
        let builders = catalogue.siteBuildersByCallee
        let filter = catalogue.siteBuilderNames
        // A call is read in place, a site's too: a copy retains and releases each of its parts.
        // The filter turns most calls away without hashing their names.
        let calls = tree.calls
        for index in calls.indices where filter.mayContain(calls[index].name) {
            guard let candidates = builders[calls[index].name],
                  let builder = CallPattern.closest(candidates, specificity: { $0.specificity },
                                                    matches: {
                                                        $0.matches(calls[index], in: frameworks)
                                                            && isOnItsBase(index, $0, resolver: resolver)
                                                    })
            else { continue }
            // A file's first site makes room for 32, more than most files have, so the list
            // rarely grows.
            if sites.isEmpty { sites.reserveCapacity(32) }
            let location = tree.tokens[calls[index].nameToken].range.lowerBound
            let siteFrameworks = builder.frameworks.intersection(frameworks)
            guard builder.buttons.isEmpty else {
                // A dialog's `firstText:`, `secondText:`…: a site per button written.
                for button in builder.buttons {
                    guard let argument = calls[index].argument(labeled: button.title) else { continue }
                    sites.append(TitleSite(kind: builder.kind, builder: calls[index].name, frameworks: siteFrameworks,
                                           call: index, location: location,
                                           title: resolver.title(in: argument.value, scope: calls[index].scope),
                                           role: role(button.role, ofCallAt: index, in: calls, resolver: resolver)))
                }
                continue
            }
            let title = title(ofCallAt: index, in: calls, builder: builder, resolver: resolver)
            var site = TitleSite(kind: builder.kind, builder: calls[index].name, frameworks: siteFrameworks,
                                 call: index, location: location, title: title,
                                 role: role(builder.role, ofCallAt: index, in: calls, resolver: resolver),
                                 isUntitled: title == nil && !givesTitle(index, builder: builder, resolver: resolver))
            if let marker = builder.mnemonicMarker, let title = site.title {
                site.title?.text = title.text.droppingMnemonicMarkers(marker)
            }
            if site.role == .unspecified, !catalogue.surroundingRoles.isEmpty,
               let role = catalogue.surroundingRoles.role(ofCallAt: index, in: tree, frameworks: frameworks) {
                site.role = role
            }
            sites.append(site)
        }
        if !catalogue.titleProperties.isEmpty {
            sites += PropertyTitles.sites(in: tree, properties: catalogue.titleProperties, frameworks: frameworks,
                                          resolver: resolver)
        }
        if frameworks.shares(.uiKitControls) {
            sites += ConfigurationTitles.sites(in: tree, factories: catalogue.buttonConfigurationFactories,
                                               resolver: resolver)
        }
        return sites
    }

    /// The title of the call at `index` of `calls`, read in place.
    private static func title(ofCallAt index: Int, in calls: [Call], builder: SiteBuilder,
                              resolver: TitleResolver) -> ResolvedTitle? {
        // Each source is read where the builder holds it, not copied out (with its label).
        let sources = builder.titleSources
        for position in sources.indices {
            switch sources[position] {
            case .argument(let label):
                guard let argument = calls[index].argument(labeled: label) else { continue }
                if label == nil, calls[index].arguments.first?.label != nil { continue }
                // SwiftUI's `Button("…")` looks its literal up as a key.
                let literalIsKey = label == nil && builder.literalKeyFrameworks.intersects(resolver.frameworks)
                return resolver.title(in: argument.value, scope: calls[index].scope, literalIsKey: literalIsKey)
            case .labelClosure:
                if let body = labelClosure(ofCallAt: index, in: calls, tree: resolver.tree) {
                    return resolver.labelTitle(in: body)
                }
            case .modifier(let name):
                guard let modifier = resolver.chainedModifiers(of: index).first(where: { calls[$0].name == name }),
                      let argument = calls[modifier].arguments.first, argument.label == nil else { continue }
                return resolver.title(in: argument.value, scope: calls[modifier].scope)
            }
        }
        return nil
    }

    /// Whether a builder that must be chained on certain calls (`.button(…)` on a `Banner`) is.
    private static func isOnItsBase(_ index: Int, _ builder: SiteBuilder, resolver: TitleResolver) -> Bool {
        guard case .modifierOf(let bases) = builder.call.receiver else { return true }
        return resolver.modifierBase(of: index).map { bases.contains(resolver.tree.calls[$0].name) } ?? false
    }

    /// Whether the call at `index` may have a title: it writes one of its builder's title sources
    /// other than a label of icons alone, or the builder says a call without one is titled where
    /// the analysis does not look. `Button(icon: .userTrash) { }`, `Button(role: .cancel) { }` and
    /// `Button(action: trash) { Image(systemName: "trash") }` have no title by design.
    private static func givesTitle(_ index: Int, builder: SiteBuilder, resolver: TitleResolver) -> Bool {
        let calls = resolver.tree.calls
        // `Button()` alone is titled by later statements (`button.label = …`) or is not read.
        if calls[index].arguments.isEmpty && calls[index].trailingClosures.isEmpty { return true }
        for source in builder.titleSources {
            switch source {
            case .argument(let label):
                if calls[index].argument(labeled: label) != nil,
                   label != nil || calls[index].arguments.first?.label == nil { return true }
            case .labelClosure:
                if calls[index].argument(labeled: "label") != nil && labelClosure(ofCallAt: index, in: calls, tree: resolver.tree) == nil {
                    return true  // `label: makeLabel()`: a view not read, but a label.
                }
                if let body = labelClosure(ofCallAt: index, in: calls, tree: resolver.tree),
                   !resolver.showsOnlyIcons(body) { return true }
            case .modifier(let name):
                if resolver.chainedModifiers(of: index).contains(where: { calls[$0].name == name }) { return true }
            }
        }
        return !builder.untitledWhenTitleless
    }

    /// `label: { … }` as an argument or a trailing closure, or the only trailing closure of a call
    /// that passes its action as an argument (`Button(action: save) { Text("Save") }`).
    private static func labelClosure(ofCallAt index: Int, in calls: [Call], tree: SyntaxTree) -> Range<Int>? {
        if let argument = calls[index].argument(labeled: "label"), let first = argument.value.first,
           tree.tokens[first].kind == .leftBrace {
            return argument.value
        }
        if let closure = calls[index].trailingClosure(labeled: "label") { return closure.body }
        if calls[index].argument(labeled: "action") != nil, let closure = calls[index].trailingClosures.first,
           closure.label == nil {
            return closure.body
        }
        return nil
    }

    /// The role of the call at `index` of `calls` that `source` gives, read in place.
    private static func role(_ source: RoleSource?, ofCallAt index: Int, in calls: [Call],
                             resolver: TitleResolver) -> ActionRole {
        let tree = resolver.tree
        switch source {
        case nil:
            return .unspecified
        case .calleeName:
            return ActionRole(memberName: calls[index].name)
        case .arguments(let labels, let members):
            var role = ActionRole.unspecified
            for label in labels {
                guard let argument = calls[index].argument(labeled: label) else { continue }
                let value = argument.value
                let member = value.count == 2 && tree.tokens[value.lowerBound].kind == .period
                    ? members[tree.text(value.lowerBound + 1)] : nil
                let read = member ?? ActionRole(expression: value, in: tree)
                if read == .normal { role = .normal } else { return read }
            }
            return role
        case .modifiers(let named, let styledBy, let styles):
            return resolver.modifierRole(of: index, named: named, styledBy: styledBy, styles: styles)
        case .ownerCalls(let method, let keyed, let values):
            return resolver.ownerCallRole(of: index, method: method, keyed: keyed, values: values)
        case .ownerAssignment(let property, let role, let defaultKey):
            return resolver.ownerAssignmentRole(of: index, property: property, role: role, defaultKey: defaultKey)
        case .firstOf(let sources):
            for source in sources {
                let found = role(source, ofCallAt: index, in: calls, resolver: resolver)
                if found != .unspecified { return found }
            }
            return .unspecified
        case .argument(let label):
            guard let argument = calls[index].argument(labeled: label) else { return .unspecified }
            return ActionRole(expression: argument.value, in: tree)
        case .optionSet(let label):
            guard let argument = calls[index].argument(labeled: label) else { return .unspecified }
            let role = ActionRole(expression: argument.value, in: tree)
            // `.disabled`, `.hidden`, `.keepsMenuPresented`: readable, and not destructive.
            return role == .unknown && ActionRole.isMemberList(argument.value, in: tree) ? .normal : role
        case .named(let label, let names, let absent):
            guard let argument = calls[index].argument(labeled: label) else { return absent }
            return names.role(of: argument.value, in: tree)
        case .fixed(let role):
            return role
        case .colour(let modifier, let colours, let containers):
            return resolver.isColoured(index, modifier: modifier, colours: colours, inside: containers)
                ? .destructive : .unspecified
        }
    }
}

extension ActionRole {
    /// Member names of roles and styles across frameworks (`UIAlertAction.Style`, `ButtonRole`,
    /// `UIContextualAction.Style`, `UIMenuElement.Attributes`).
    private static let byMemberName: [String: ActionRole] = [
        "cancel": .cancel, "destructive": .destructive, "default": .normal, "normal": .normal, "plain": .normal,
    ]

    /// `.name` or `[.a, .b]`: only implicit members.
    static func isMemberList(_ value: Range<Int>, in tree: SyntaxTree) -> Bool {
        var index = value.lowerBound
        var sawMember = false
        while index < value.upperBound {
            switch tree.tokens[index].kind {
            case .period where index + 1 < value.upperBound && tree.tokens[index + 1].kind == .identifier:
                sawMember = true
                index += 1
            case .leftBracket, .rightBracket, .comma:
                break
            default:
                return false
            }
            index += 1
        }
        return sawMember
    }

    init(memberName: String) {
        self = Self.byMemberName[memberName] ?? .unknown
    }

    /// `.destructive`, `UIAlertAction.Style.cancel`, `[.destructive]`, `nil`; anything else is unknown.
    init(expression value: Range<Int>, in tree: SyntaxTree) {
        let tokens = tree.tokens
        // `role:` with nothing after it (the file ends): no role to read, and no token to look at.
        guard !value.isEmpty else {
            self = .unknown
            return
        }
        // Only the last member and whether any is `.destructive` matter: read from the tokens'
        // bytes, with no String per member.
        let bytes = tree.source.bytes
        var last: Range<Int>?
        var holdsDestructive = false
        var index = value.lowerBound
        while index < value.upperBound {
            switch tokens[index].kind {
            case .period where index + 1 < value.upperBound && tokens[index + 1].kind == .identifier:
                let name = tokens[index + 1].range
                last = name
                if !holdsDestructive, Self.spells(Self.destructiveName, bytes, name) { holdsDestructive = true }
                index += 1
            case .identifier, .leftBracket, .rightBracket, .comma, .period:
                break
            default:
                self = .unknown
                return
            }
            index += 1
        }
        if value.count == 1, Self.spells(Self.nilName, bytes, tokens[value.lowerBound].range) {
            self = .normal
            return
        }
        // `attributes: [.destructive, .keepsMenuPresented]` is destructive; `[]` is plain.
        if tokens[value.lowerBound].kind == .leftBracket {
            self = holdsDestructive ? .destructive : .normal
            return
        }
        guard let last else {
            self = .unknown
            return
        }
        self = Self.byMemberBytes.first { Self.spells($0.name, bytes, last) }?.role ?? .unknown
    }

    /// `byMemberName` as bytes, compared with a member token's bytes in place.
    private static let byMemberBytes: [(name: [UInt8], role: ActionRole)] =
        byMemberName.map { (Array($0.key.utf8), $0.value) }
    private static let destructiveName = Array("destructive".utf8)
    private static let nilName = Array("nil".utf8)

    /// Whether the source bytes `range` are `name`.
    private static func spells(_ name: [UInt8], _ bytes: [UInt8], _ range: Range<Int>) -> Bool {
        guard name.count == range.count, range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        var offset = 0
        while offset < name.count, name[offset] == bytes[range.lowerBound + offset] { offset += 1 }
        return offset == name.count
    }
}
