/// What crosses files in an editor's workspace folder, gathered as a command-line run over the
/// folder gathers it (its catalogs, `Localized.yml` phrases, modules and generated accessors), so
/// a buffer under it is linted as that run would lint the file. Read once, and again when one of
/// those files changes.
package struct BufferProject: Sendable {
    /// The workspace folder, absolute.
    package let root: String
    let context: ProjectContext
    /// The catalogs that could not be read, each at its line.
    package let problems: [ConfigurationProblem]

    /// Walks `root` as `buttonlint lint ROOT` does and reads what crosses files. A folder that
    /// cannot be walked gives a project with nothing in it; a configuration that cannot be read
    /// is left to `lintBuffer` to report, and the catalogs are then read in the default language.
    package init(root: String, resolver: ConfigurationResolver) {
        self.root = root
        var request = LintRequest(sources: .paths([root]), currentDirectory: root, resolver: resolver)
        request.jobs = 2
        guard let input = try? RunInput(request) else {
            context = .none
            problems = []
            return
        }
        let language: String? = try? resolver.configuration(forFolder: PathNormalizer.normalize(root)).configuration.developmentLanguage
        let project = ProjectPass(sources: input.projectSources, catalogs: input.catalogs, provider: input.provider,
                                  developmentLanguage: language, jobs: request.jobCount, firstPass: input.firstPass)
        input.firstPass?.closeKeptFiles()
        context = project.context
        problems = project.failures.map { ConfigurationProblem(path: $0.path, line: $0.start.line, column: $0.start.column,
                                                               message: $0.message) }
    }

    /// Whether a run reads the file at `path` for what crosses files: a catalog (a `.strings`
    /// file in an `.lproj` folder, an `.xcstrings` file) or a `Localized.yml` phrase file.
    package static func reads(_ path: String) -> Bool {
        CatalogFile(path: path) != nil || LocalizedYAML.fileNames.contains { path.hasSuffix("/" + $0) }
    }

    /// Whether the file at `path` (absolute) is in the workspace folder.
    package func contains(_ path: String) -> Bool {
        ConfigurationResolver.isFolder(root, above: path)
    }
}

/// The text of a catalog as an editor holds it, and the edits of that text a title's fix makes.
package struct BufferCatalogEdit: Sendable, Equatable {
    /// The catalog's text in UTF-8 without a byte order mark, whatever the file's own encoding:
    /// what edit ranges and an editor's positions count in.
    package var text: [UInt8]
    package var edits: [BufferEdit]
}

/// A finding's fix when its title's text lives in a catalog: the development-language values it
/// rewrites there, the edit `--fix` writes.
package struct BufferCatalogFix: Sendable, Equatable {
    /// The catalog, absolute.
    package var catalogPath: String
    let fix: CatalogFix
}

extension ButtonLint {
    /// The edits of the catalog's text that `fix` makes, given the catalog's bytes as they are on
    /// disk: each value rewritten as `--fix` rewrites it (in the file's own escaping), and nothing
    /// when a value no longer holds the text that was read, or the edit would change more than
    /// the case of letters.
    package static func catalogEdit(_ fix: BufferCatalogFix, catalogBytes bytes: [UInt8]) -> BufferCatalogEdit? {
        guard let catalog = CatalogFile(path: fix.catalogPath), let text = try? DecodedCatalogText.decode(bytes) else { return nil }
        let values = Array(Set(fix.fix.values)).sorted { $0.range.lowerBound < $1.range.lowerBound }
        guard !values.isEmpty, values.allSatisfy({ $0.replacement.lowercased() == $0.expected.lowercased() }),
              CatalogRewriter.rewrite(bytes, format: catalog.format, edits: values) != nil else { return nil }
        // Where each scalar starts in the UTF-8 text.
        var textOffsets: [Int] = []
        textOffsets.reserveCapacity(text.scalars.count + 1)
        var utf8: [UInt8] = []
        for scalar in text.scalars {
            textOffsets.append(utf8.count)
            utf8.append(contentsOf: String(scalar).utf8)
        }
        textOffsets.append(utf8.count)
        func textOffset(ofByte byte: Int) -> Int? {
            var low = 0, high = text.offsets.count - 1
            while low < high {
                let middle = (low + high) / 2
                if text.offsets[middle] < byte { low = middle + 1 } else { high = middle }
            }
            return text.offsets[low] == byte ? textOffsets[low] : nil
        }
        var edits: [BufferEdit] = []
        for value in values {
            // One value at a time, so its new bytes are what lies between the unchanged ends.
            guard let rewritten = CatalogRewriter.rewrite(bytes, format: catalog.format, edits: [value]),
                  let start = textOffset(ofByte: value.range.lowerBound), let end = textOffset(ofByte: value.range.upperBound),
                  let written = try? DecodedCatalogText.decode(
                      Array(bytes[..<text.byteOrderMarkLength]) + rewritten[value.range.lowerBound..<rewritten.count - (bytes.count - value.range.upperBound)])
            else { return nil }
            var replacement = String.UnicodeScalarView()
            replacement.append(contentsOf: written.scalars)
            edits.append(BufferEdit(range: start..<end, replacement: String(replacement)))
        }
        return BufferCatalogEdit(text: utf8, edits: edits)
    }
}
