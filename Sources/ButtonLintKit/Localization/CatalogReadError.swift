/// Why a localization catalog could not be read, and where: the 1-based line and column of the
/// first thing that is wrong. Columns count characters (Unicode scalars) of the decoded text,
/// since a UTF-16 catalog has no meaningful UTF-8 byte column.
public struct CatalogReadError: Error, Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var reason: String

    public init(line: Int, column: Int, reason: String) {
        self.line = line
        self.column = column
        self.reason = reason
    }

    public var description: String { "\(line):\(column): \(reason)" }
}
