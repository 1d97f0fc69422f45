/// Lints one file: lexing, parsing, title extraction and every enabled rule.
/// Pure: it reads nothing from disk, so the engine can call it from any thread.
public struct Linter: Sendable {
    public let configuration: Configuration

    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    public func lint(_ source: SourceFile) -> [Finding] {
        // Placeholder until the pipeline lands.
        []
    }
}
