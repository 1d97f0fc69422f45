/// Why a localization catalog could not be read, and where: the 1-based line and column of the
/// first thing that is wrong. Columns count characters (Unicode scalars) of the decoded text,
/// since a UTF-16 catalog has no meaningful UTF-8 byte column.
struct CatalogReadError: Error, Sendable, Equatable, CustomStringConvertible {
    var line: Int
    var column: Int
    var reason: String

    init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    var description: String { "\(line):\(column): \(reason)" }
}
