/// What crosses files, gathered by the run's project pass before any file is linted. The linter
/// reads it as a value; linting a file reads nothing but that file and this.
struct ProjectContext: Sendable {
    /// The development-language texts of the catalogs of the run's loose module (every catalog of
    /// a run that found no project file) and the generated accessors, which localized titles of
    /// files in no module are looked up in.
    var localization: ProjectLocalization
    /// Which module each file belongs to.
    var modules = ModuleMap()
    /// The localization each module's files see: its own catalogs only. The loose module's is
    /// `localization`.
    var moduleLocalizations: [String: ProjectLocalization] = [:]

    init(localization: ProjectLocalization = .none) {
        self.localization = localization
    }

    init(modules: ModuleMap, localizations: [String: ProjectLocalization], accessors: GeneratedAccessorDirectory?) {
        self.modules = modules
        var loose = localizations[ModuleMap.loose] ?? ProjectLocalization(accessors: accessors)
        loose.accessors = accessors
        self.localization = loose
        var others = localizations
        others[ModuleMap.loose] = nil
        // Generated accessors are the project's, whichever module declares them.
        for module in others.keys { others[module]?.accessors = accessors }
        self.moduleLocalizations = others
    }

    /// The localization the file at `path` (its display path) sees: its module's catalogs, or
    /// none when its module has no catalog; the project's generated accessors in every case.
    func localization(forPath path: String) -> ProjectLocalization {
        guard !modules.isEmpty else { return localization }
        let module = modules.module(of: path)
        if module == ModuleMap.loose { return localization }
        if let own = moduleLocalizations[module] { return own }
        var bare = ProjectLocalization(accessors: localization.accessors)
        bare.isPackageTarget = modules.isPackageTarget(module)
        return bare
    }

    /// No catalogs and no other files: every title is read as its file alone tells it.
    static let none = ProjectContext()
}
