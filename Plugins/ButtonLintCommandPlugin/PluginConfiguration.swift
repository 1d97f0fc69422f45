import Foundation

/// What every ButtonLint plugin hands the linter besides Swift files, and what a build must
/// watch: the localization catalogs titles resolve through, and the `.buttonlint.yml` files the
/// linter reads for a set of files. Plugin targets cannot share a library, so the build tool
/// plugin reads this file through a symbolic link.
enum PluginConfiguration {
    static let fileName = ".buttonlint.yml"

    /// Whether a file is a localization catalog the linter reads (`.strings`, `.xcstrings`).
    static func isCatalog(_ file: URL) -> Bool {
        ["strings", "xcstrings"].contains(file.pathExtension)
    }

    /// The configuration files that apply to `files`, found the way the linter searches: each
    /// file's folder and every folder above it, up to the first that holds `.git` (else the file
    /// system's root). Only files that exist: SwiftPM asks the plugin again on every build, so a
    /// configuration added later becomes an input of that build's command.
    static func configurationFiles(for files: [URL]) -> [URL] {
        let manager = FileManager.default
        var visited: Set<String> = []
        var found: [URL] = []
        for file in files {
            var folder = file.deletingLastPathComponent().standardizedFileURL
            while visited.insert(folder.path(percentEncoded: false)).inserted {
                let candidate = folder.appendingPathComponent(fileName)
                if manager.fileExists(atPath: candidate.path(percentEncoded: false)) { found.append(candidate) }
                let parent = folder.deletingLastPathComponent().standardizedFileURL
                if manager.fileExists(atPath: folder.appendingPathComponent(".git").path(percentEncoded: false))
                    || parent.path(percentEncoded: false) == folder.path(percentEncoded: false) { break }
                folder = parent
            }
        }
        return found.sorted { $0.path(percentEncoded: false) < $1.path(percentEncoded: false) }
    }
}
