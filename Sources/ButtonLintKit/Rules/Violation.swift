/// A rule's report before the engine gives it a path, line, column and severity.
public struct Violation: Sendable, Equatable {
    /// Bytes of the file the finding covers; it is reported at the range's start.
    public var range: Range<Int>
    public var message: String
    public var title: String?
    public var fix: [TextEdit]
    /// The title the rule suggests instead, when it has one.
    public var suggestion: String?

    public init(range: Range<Int>, message: String, title: String? = nil, fix: [TextEdit] = [],
                suggestion: String? = nil) {
        self.range = range
        self.message = message
        self.title = title
        self.fix = fix
        self.suggestion = suggestion
    }
}
