/// Which module a file belongs to, told from the project files a walk finds: a title is looked up
/// only in the catalogs its own module can load, never in another app's or package target's.
///
/// - A SwiftPM package (a `Package.swift` that imports `PackageDescription`): each folder of its
///   `Sources/` and `Tests/` is a module of its own (a target bundles its own resources).
/// - A project folder: the folder holding an `.xcodeproj`, a package manifest, a Tuist
///   `Project.swift` (imports `ProjectDescription`) or an XcodeGen `project.yml`. Everything
///   below it outside a package target is one module: an Xcode app's targets share its catalogs.
/// - A file below no project folder belongs to the one project folder found below its nearest
///   folder that holds any (`src/Shared/` beside `src/iOS/App.xcodeproj`); when that folder holds
///   several, or none is found, to the run's loose module, shared by every such file.
///
/// A run with no project file at all is one loose module: every catalog is every file's.
struct ModuleMap: Sendable, Equatable {
    /// Folders holding a package manifest.
    private(set) var packageRoots: Set<String> = []
    /// Folders holding a project file of any kind (package roots too).
    private(set) var projectRoots: Set<String> = []
    /// For each folder above a project folder, the project folders below it (at most two are
    /// kept: one answers, two mean "several").
    private var projectsBelow: [String: [String]] = [:]

    /// The module of the files below no project folder, and of every file of a run with none.
    static let loose = ""

    init() {}

    /// The map of a run whose project files are `markers` (display paths of `project.pbxproj`
    /// files and `project.yml` files) and whose manifests are `manifestFolders` (folders of a
    /// `Package.swift` that imports `PackageDescription`) and `tuistFolders`.
    init(markers: [String], manifestFolders: [String], tuistFolders: [String] = []) {
        for marker in markers {
            guard let folder = Self.parent(of: marker) else { continue }
            if folder.hasSuffix(".xcodeproj") {
                add(projectRoot: Self.parent(of: folder) ?? Self.loose)
            } else {
                add(projectRoot: folder)
            }
        }
        for folder in manifestFolders {
            packageRoots.insert(folder)
            add(projectRoot: folder)
        }
        for folder in tuistFolders { add(projectRoot: folder) }
    }

    /// Whether the run found any project file: without one, every file is in the loose module.
    var isEmpty: Bool { projectRoots.isEmpty }

    private mutating func add(projectRoot root: String) {
        guard projectRoots.insert(root).inserted else { return }
        var folder = root
        while let above = Self.parent(of: folder) {
            var below = projectsBelow[above, default: []]
            if below.count < 2 { below.append(root) }
            projectsBelow[above] = below
            folder = above
        }
    }

    /// The module of the file at `path` (a display path): a package target's folder, a project
    /// folder, or `loose`.
    func module(of path: String) -> String {
        guard !projectRoots.isEmpty else { return Self.loose }
        var child = path
        while let folder = Self.parent(of: child) {
            if packageRoots.contains(folder), let target = Self.target(of: path, inPackage: folder) { return target }
            if projectRoots.contains(folder) { return folder }
            child = folder
        }
        // Below no project folder: the nearest folder above that holds any decides.
        child = path
        while let folder = Self.parent(of: child) {
            if let below = projectsBelow[folder] { return below.count == 1 ? below[0] : Self.loose }
            child = folder
        }
        return Self.loose
    }

    /// Whether `module` is a package target (`Sources/<Target>`), whose resources are its own
    /// bundle (`Bundle.module`), not the app's.
    func isPackageTarget(_ module: String) -> Bool {
        guard let targets = Self.parent(of: module), let package = Self.parent(of: targets) else { return false }
        return packageRoots.contains(package)
    }

    /// `package/Sources/<Target>` (or `Tests/<Target>`) when `path` lies inside such a folder.
    private static func target(of path: String, inPackage package: String) -> String? {
        let prefix = package == loose ? "" : package.hasSuffix("/") ? package : package + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count).split(separator: "/", omittingEmptySubsequences: false)
        // At least `Sources`, the target's folder and a name below it.
        guard rest.count >= 3, rest[0] == "Sources" || rest[0] == "Tests", !rest[1].isEmpty else { return nil }
        return prefix + rest[0] + "/" + rest[1]
    }

    /// The folder holding `path`: `a/b` for `a/b/c`, `loose` (the run's folder) for `c`, `/` for
    /// `/c`; nil for the run's folder itself.
    static func parent(of path: String) -> String? {
        guard !path.isEmpty, path != "/" else { return nil }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return loose }
        if slash == path.utf8.startIndex { return "/" }
        return String(path[..<slash])
    }
}
