/// Turns a file's bytes into tokens, comments and string literals.
public enum Lexer {
    public static func lex(_ source: SourceFile) -> LexedFile {
        // Placeholder until the real lexer lands.
        LexedFile(source: source, tokens: [], comments: [], literals: [], diagnostics: [])
    }
}
