extension SheetExtractor.Context {
    /// The file's indexes that sheets are assembled with, each made on its first use: most
    /// files build no sheet, or sheets of one kind, and need few of them or none. Calls are
    /// read in place, never copied: a copy retains and releases each of a call's parts.
    final class Indexes {
        private let tree: SyntaxTree
        private let sites: [TitleSite]
        /// The catalogue's names that menu ownership needs (not the whole catalogue, whose copy
        /// retains every set and name in it).
        private let menuContainers: Set<String>
        private let actionButtons: Set<String>
        private let configuredActions: Set<String>
        /// How many more calls sheets may read by scanning the calls inside their builder
        /// rather than through the file's indexes: as many as the file has, so nested menus,
        /// each scanning its own calls again, never cost more than building the indexes twice.
        private var scanBudget: Int

        init(tree: SyntaxTree, sites: [TitleSite], menuContainers: Set<String>, actionButtons: Set<String>,
             configuredActions: Set<String>, scanBudget: Int?) {
            self.tree = tree
            self.sites = sites
            self.menuContainers = menuContainers
            self.actionButtons = actionButtons
            self.configuredActions = configuredActions
            self.scanBudget = scanBudget ?? tree.calls.count
        }

        private(set) lazy var siteByCall = SiteByCall(sites, callCount: tree.calls.count)

        private(set) lazy var childrenByCall = ChildrenByCall(tree.calls)

        private(set) lazy var ownershipNames = OwnershipNames.of(menuContainers: menuContainers,
                                                                 actionButtons: actionButtons,
                                                                 configuredActions: configuredActions)

        private(set) lazy var buttonsByOwner = ButtonsByOwner(tree.calls, names: ownershipNames)

        private(set) lazy var scopesWithBlocks = Set(tree.blocks.map(\.scope))

        /// Whether `count` calls may still be scanned; if so, they are counted spent.
        func spendScan(_ count: Int) -> Bool {
            guard count <= scanBudget else { return false }
            scanBudget -= count
            return true
        }
    }

    /// The action buttons each menu container (or swipe-action set) owns through sections and
    /// groups, in call order: one list for the file, a run per owner.
    struct ButtonsByOwner {
        private let buttons: [Int32]
        /// `starts[call]..<starts[call + 1]` are the call's buttons in `buttons`; empty when no call owns any.
        private let starts: [Int32]

        init(_ calls: [Call], names: OwnershipNames) {
            // Each call's owner (-1: none), and whether it is a menu container, its name
            // looked up once (0: not yet, 1: yes, 2: no).
            var facts = [(owner: Int32, container: UInt8)](repeating: (-1, 0), count: calls.count)
            var owned: [(owner: Int32, button: Int32)] = []
            owned.reserveCapacity(calls.count)
            for index in calls.indices {
                guard let slot = calls[index].parent else { continue }
                let parent = slot.call
                if facts[parent].container == 0 {
                    facts[parent].container = names.isContainer(calls[parent].name) ? 1 : 2
                }
                // A parent's index is always smaller than its children's, so its owner is known.
                let owner = facts[parent].container == 1 && SheetExtractor.Context.ownsItsContent(calls[parent], slot: slot)
                    ? Int32(parent) : facts[parent].owner
                facts[index].owner = owner
                guard owner >= 0 else { continue }
                if names.isAction(calls[index].name) { owned.append((owner, Int32(index))) }
            }
            guard !owned.isEmpty else {
                buttons = []
                starts = []
                return
            }
            // Gathered by owner, each owner's in call order.
            let gathered = CountingSort.runs(count: owned.count, keyCount: calls.count,
                                             key: { Int(owned[$0].owner) }, value: { owned[$0].button })
            buttons = gathered.gathered
            starts = gathered.starts
        }

        /// The buttons `owner` owns, in call order.
        func buttons(of owner: Int) -> ArraySlice<Int32> {
            guard !starts.isEmpty else { return [] }
            return buttons[Int(starts[owner])..<Int(starts[owner + 1])]
        }
    }

    /// The title site of each call, found through the call's place in `sites` rather than a
    /// second copy of every site (a file of two million buttons kept both): four bytes a call.
    struct SiteByCall {
        private let sites: [TitleSite]
        private let positions: [Int32]

        init(_ sites: [TitleSite], callCount: Int) {
            self.sites = sites
            var positions = [Int32](repeating: -1, count: callCount)
            // A later site of the same call wins, as a dictionary's last write did.
            for (position, site) in sites.enumerated() { if let call = site.call { positions[call] = Int32(position) } }
            self.positions = positions
        }

        subscript(call: Int) -> TitleSite? {
            let position = positions[call]
            return position < 0 ? nil : sites[Int(position)]
        }

        /// Whether `call` has a title site.
        func hasSite(_ call: Int) -> Bool { positions[call] >= 0 }

        /// The action of `call` written at `location`, with its site's title and role read in
        /// place (a copy of the site would retain and release its builder's name and title).
        func action(of call: Int, location: Int, hasRoles: Bool, isConditional: Bool = false) -> SheetAction {
            let position = positions[call]
            guard position >= 0 else {
                return SheetAction(title: nil, role: .unspecified, location: location, hasRoles: hasRoles,
                                   isConditional: isConditional)
            }
            return SheetAction(title: sites[Int(position)].title, role: sites[Int(position)].role,
                               location: location, hasRoles: hasRoles, isConditional: isConditional)
        }

        /// The actions of every site `call` makes, in order: one for most builders, a button each
        /// for a builder of several (a GTK dialog's `firstText:`, `secondText:`).
        func actions(of call: Int, location: Int, hasRoles: Bool) -> [SheetAction] {
            var position = Int(positions[call])
            guard position >= 0 else { return [] }
            // A call's sites are listed one after another; `positions` holds its last.
            while position > 0, sites[position - 1].call == call { position -= 1 }
            var actions: [SheetAction] = []
            while position < sites.count, sites[position].call == call {
                actions.append(SheetAction(title: sites[position].title, role: sites[position].role, location: location,
                                           hasRoles: hasRoles, isConditional: false))
                position += 1
            }
            return actions
        }
    }

    /// Each call's direct children (the calls whose innermost enclosing slot is one of its
    /// arguments or trailing closures), in order: one list for the file, a run per call.
    struct ChildrenByCall {
        private let children: [Int32]
        private let starts: [Int32]

        init(_ calls: [Call]) {
            // The children in call order, gathered by parent; calls without a parent are left out.
            let gathered = CountingSort.runs(count: calls.count, keyCount: calls.count,
                                             key: { calls[$0].parent?.call ?? -1 }, value: { Int32($0) })
            children = gathered.gathered
            starts = gathered.starts
        }

        /// The calls whose innermost enclosing slot is one of `call`'s, in order.
        func children(ofCall call: Int) -> ArraySlice<Int32> {
            children[Int(starts[call])..<Int(starts[call + 1])]
        }

        /// Calls whose innermost enclosing call slot is exactly `slot`, in order.
        func children(of slot: CallSlot, in calls: [Call]) -> [Int] {
            var found: [Int] = []
            for child in children[Int(starts[slot.call])..<Int(starts[slot.call + 1])]
            where calls[Int(child)].parent == slot {
                found.append(Int(child))
            }
            return found
        }
    }
}
