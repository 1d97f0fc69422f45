import ButtonLintKit
import Foundation

/// The files of the workspace folders that change what a buffer's lint says: the configuration
/// files, and what crosses files (catalogs, `Localized.yml` phrases). Read at start, and again
/// when one is saved or the client says one changed.
extension LanguageServer {
    static let configurationName = ".buttonlint.yml"

    /// Whether a change of the file at `uri` means reading the workspace again: a configuration
    /// file, or a file a run reads for what crosses files (`BufferProject.reads`).
    static func isWorkspaceFile(_ uri: String) -> Bool {
        uri.hasSuffix("/" + configurationName) || BufferProject.reads(uri)
    }

    func didChangeWatchedFiles(_ params: JSON) {
        let uris = params["changes"]?.array?.compactMap { $0["uri"]?.string } ?? []
        if uris.contains(where: Self.isWorkspaceFile) { reloadWorkspace() }
    }

    /// At start: every configuration file in the workspace folders is read, so a broken one is
    /// shown before a Swift file under it is opened, and the folders' catalogs are read; and the
    /// client is asked to say when one changes.
    func readWorkspace() {
        if watchesFilesDynamically {
            send(["jsonrpc": "2.0", "id": "buttonlint-watch", "method": "client/registerCapability", "params": [
                "registrations": [[
                    "id": "buttonlint-watch", "method": "workspace/didChangeWatchedFiles",
                    "registerOptions": ["watchers": [["globPattern": .string("**/" + Self.configurationName)],
                                                     ["globPattern": "**/*.{strings,xcstrings}"],
                                                     ["globPattern": "**/Localized.{yml,yaml}"]]],
                ]],
            ]])
        }
        checkConfigurations()
        readProjects()
    }

    /// Configuration files and catalogs read again, every open buffer linted again.
    func reloadWorkspace() {
        resolver = Self.freshResolver()
        for uri in configurationURIs.sorted() {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        configurationURIs = []
        checkConfigurations()
        readProjects()
        for uri in store.documents.keys.sorted() { lintNow(uri) }
    }

    /// What crosses files in each workspace folder; a catalog that cannot be read is shown on it.
    private func readProjects() {
        projects = rootPaths.map { BufferProject(root: $0, resolver: resolver) }
        for problem in projects.flatMap(\.problems) { show(problem) }
    }

    private func checkConfigurations() {
        for folder in configurationFolders() {
            do {
                _ = try ButtonLint.lintBuffer([], path: folder + "/.buttonlint-probe.swift", resolver: resolver)
            } catch {
                show(error)
            }
        }
    }

    /// The folders of the workspace that hold a configuration file, found by a bounded walk that
    /// skips hidden and build folders.
    private func configurationFolders() -> [String] {
        var folders: [String] = []
        let manager = FileManager.default
        for root in rootPaths {
            var pending = [root]
            var visited = 0
            while let folder = pending.popLast(), visited < 20_000 {
                visited += 1
                guard let names = try? manager.contentsOfDirectory(atPath: folder) else { continue }
                if names.contains(Self.configurationName) { folders.append(folder) }
                for name in names where !name.hasPrefix(".") && name != "build" && name != "DerivedData" {
                    var isFolder: ObjCBool = false
                    let path = folder + "/" + name
                    if manager.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue { pending.append(path) }
                }
            }
        }
        return folders.sorted()
    }
}
