import Foundation
import PackagePlugin

/// Lints a target's Swift files as part of its build. A build command (a prebuild command cannot
/// run an executable built from source) whose inputs are everything the linter reads for the
/// target (its Swift files, its localization catalogs and the `.buttonlint.yml` files that apply
/// to them) and whose one declared output is a stamp in the plugin work directory: the build
/// system runs it again only when one of those changed, and it writes nothing anywhere else. Findings print as
/// `path:line:column: warning:` lines with absolute paths, which `swift build` and Xcode show
/// as diagnostics at the source; a finding of severity error fails the command, so the build.
@main
struct ButtonLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SwiftSourceModuleTarget else { return [] }
        return LintCommand(tool: try context.tool(named: "buttonlint").url,
                           workDirectory: context.pluginWorkDirectoryURL,
                           targetName: target.name,
                           files: target.sourceFiles(withSuffix: "swift").map(\.url),
                           catalogs: target.sourceFiles.map(\.url).filter(PluginConfiguration.isCatalog)).commands
    }
}

/// The build command for one target.
struct LintCommand {
    var tool: URL
    var workDirectory: URL
    var targetName: String
    var files: [URL]
    var catalogs: [URL]

    /// One build command, or none for a target without Swift files (no PATH would mean the
    /// current folder).
    var commands: [Command] {
        guard !files.isEmpty else { return [] }
        // A Swift file holding one comment: SwiftPM treats any other kind of generated file
        // as a resource of the target, which would give it a resource bundle.
        let stamp = workDirectory.appendingPathComponent("\(targetName)-buttonlint.swift")
        // Absolute paths, so findings and configuration errors both name absolute paths, which
        // `swift build` and Xcode show at the file. The linter finds each file's configuration
        // itself, nested ones included, as the command line does.
        // A target whose files its configuration excludes is no mistake: `--allow-empty`.
        let arguments = ["lint", "--quiet", "--no-color", "--allow-empty",
                         "--build-stamp", stamp.path(percentEncoded: false), "--"]
            + (files + catalogs).map { $0.path(percentEncoded: false) }
        return [.buildCommand(displayName: "ButtonLint \(targetName)",
                              executable: tool,
                              arguments: arguments,
                              inputFiles: files + catalogs + PluginConfiguration.configurationFiles(for: files + catalogs),
                              outputFiles: [stamp])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode app projects: the same command over an Xcode target's Swift files (not compiled on
// Linux; a mirror of the package path above with Xcode's names for the same things).
extension ButtonLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        LintCommand(tool: try context.tool(named: "buttonlint").url,
                    workDirectory: context.pluginWorkDirectoryURL,
                    targetName: target.displayName,
                    files: target.inputFiles.filter { $0.url.pathExtension == "swift" }.map(\.url),
                    catalogs: target.inputFiles.map(\.url).filter(PluginConfiguration.isCatalog)).commands
    }
}
#endif
