/// The catalogue's names that decide which calls a menu owns: its containers (`Menu`,
/// `contextMenu`, `UIMenu`) and the actions they hold (`Button`, `UIAction`, configured actions).
/// Made once per catalogue on each thread rather than per file, and asked only about calls
/// inside a menu.
final class OwnershipNames {
    private let menuContainers: Set<String>
    private let actionButtons: Set<String>
    private let configuredActions: Set<String>
    /// The same names as lists: the few a catalogue has are compared in turn, not hashed, and a
    /// name the filter let through is mostly one of them (a `Button`), equal in its bits to it.
    private let containerList: [String]
    private let actionList: [String]
    /// Quick "certainly not"s: most calls in a menu (labels, sections, modifiers) are turned away
    /// before any comparison.
    private let containerFilter: NameFilter
    private let actionFilter: NameFilter
    /// Every action name in one set, for a long list.
    private let actionSet: Set<String>

    private init(menuContainers: Set<String>, actionButtons: Set<String>, configuredActions: Set<String>) {
        self.menuContainers = menuContainers
        self.actionButtons = actionButtons
        self.configuredActions = configuredActions
        containerList = Array(menuContainers)
        actionSet = actionButtons.union(configuredActions)
        actionList = Array(actionSet)
        containerFilter = NameFilter(containerList)
        actionFilter = NameFilter(actionList)
    }

    /// The names of a catalogue with these sets: the last made on this thread while its sets are
    /// the same (a run lints with one catalogue; the same sets compare by identity at once).
    static func of(menuContainers: Set<String>, actionButtons: Set<String>, configuredActions: Set<String>)
        -> OwnershipNames {
        let last = perThread.current
        if let names = last.names, names.menuContainers == menuContainers, names.actionButtons == actionButtons,
           names.configuredActions == configuredActions {
            return names
        }
        let made = OwnershipNames(menuContainers: menuContainers, actionButtons: actionButtons,
                                  configuredActions: configuredActions)
        last.names = made
        return made
    }

    private final class Last { var names: OwnershipNames? }
    private static let perThread = PerThread { Last() }

    /// Whether `name` is a menu container's.
    func isContainer(_ name: String) -> Bool {
        containerFilter.mayContain(name) && Self.holds(containerList, menuContainers, name)
    }

    /// Whether `name` makes an action a menu owns.
    func isAction(_ name: String) -> Bool {
        actionFilter.mayContain(name) && Self.holds(actionList, actionSet, name)
    }

    /// `name` among `list`, compared in turn; a long list (a configuration's many builders) is
    /// asked by hash instead, through `set`, the same names.
    @inline(__always)
    private static func holds(_ list: [String], _ set: Set<String>, _ name: String) -> Bool {
        guard list.count <= 8 else { return set.contains(name) }
        for known in list where known == name { return true }
        return false
    }
}
