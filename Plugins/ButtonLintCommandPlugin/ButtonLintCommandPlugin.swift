import Foundation
import PackagePlugin

/// `swift package buttonlint`: lints the Swift sources of every source module target of the
/// package (its own files, never `.build/` or dependencies' checkouts). `--target NAME`
/// (repeatable) narrows it; every other argument goes to `buttonlint lint` as it is.
///
/// The plugin declares no permission, so linting needs no flag. `--fix` writes into the package:
/// run it as `swift package --allow-writing-to-package-directory buttonlint --fix`.
@main
struct ButtonLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let names = extractor.extractOption(named: "target")
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        // The targets' localization catalogs too, so localized titles are checked as in a build.
        let files = targets.compactMap { $0 as? SwiftSourceModuleTarget }.flatMap { target in
            target.sourceFiles.map(\.url).filter { $0.pathExtension == "swift" || PluginConfiguration.isCatalog($0) }
        }
        try ButtonLintRun(tool: try context.tool(named: "buttonlint").url,
                          root: context.package.directoryURL,
                          files: files,
                          passedArguments: extractor.remainingArguments).perform()
    }
}

/// One `buttonlint lint` over some files of a package or project, run from its root so findings
/// show paths relative to it.
struct ButtonLintRun {
    var tool: URL
    var root: URL
    var files: [URL]
    var passedArguments: [String]

    func perform() throws {
        guard !files.isEmpty else {
            Diagnostics.progress("buttonlint: no Swift source files to lint")
            return
        }
        let process = Process()
        process.executableURL = tool
        process.currentDirectoryURL = root
        // The linter finds each file's `.buttonlint.yml` itself, nested ones included.
        process.arguments = ["lint", "--allow-empty"] + passedArguments + ["--"]
            + files.map { relativePath(of: $0) }
        // SwiftPM prints everything a command plugin writes, standard error included, on its
        // standard output: the linter's standard error (summary, messages) goes back through
        // diagnostics, which SwiftPM prints on standard error, so the report alone is the output
        // and `swift package buttonlint --reporter json > report.json` writes valid JSON.
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let errorText = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        for line in errorText.split(separator: "\n", omittingEmptySubsequences: true) {
            Diagnostics.progress(String(line))
        }
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            // The linter has printed its findings or its message; the plugin adds only the status.
            // SwiftPM reports a thrown error as the command's error diagnostic; emitting it with
            // Diagnostics as well would print the line twice.
            var message = "buttonlint exited with status \(process.terminationStatus)"
            if passedArguments.contains("--fix") {
                message += " (if a fix could not be written: swift package --allow-writing-to-package-directory buttonlint --fix)"
            }
            throw PluginFailure(message: message)
        }
    }

    private func relativePath(of file: URL) -> String {
        let rootPath = root.standardizedFileURL.path(percentEncoded: false)
        let path = file.standardizedFileURL.path(percentEncoded: false)
        let prefix = rootPath.hasSuffix("/") ? rootPath : rootPath + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

// Xcode app projects: the same run over the project's targets (not compiled on Linux; a mirror
// of the package path above with Xcode's names for the same things).
extension ButtonLintCommandPlugin: XcodeCommandPlugin {
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let names = Set(extractor.extractOption(named: "target"))
        let targets = context.xcodeProject.targets.filter { names.isEmpty || names.contains($0.displayName) }
        let files = targets.flatMap {
            $0.inputFiles.map(\.url).filter { $0.pathExtension == "swift" || PluginConfiguration.isCatalog($0) }
        }
        try ButtonLintRun(tool: try context.tool(named: "buttonlint").url,
                          root: context.xcodeProject.directoryURL,
                          files: files,
                          passedArguments: extractor.remainingArguments).perform()
    }
}
#endif
