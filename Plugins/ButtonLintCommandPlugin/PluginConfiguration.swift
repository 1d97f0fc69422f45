import Foundation

/// The configuration every ButtonLint plugin hands the linter: the package's (or project's)
/// root `.buttonlint.yml`, when there is one. Plugin targets cannot share a library, so the build
/// tool plugin reads this file through a symbolic link.
enum PluginConfiguration {
    static let fileName = ".buttonlint.yml"

    static func arguments(root: URL) -> [String] {
        let file = root.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: file.path(percentEncoded: false)) else { return [] }
        return ["--config", file.path(percentEncoded: false)]
    }
}
