/// `buttonlint dump-literals`: one line per string literal, in the format of SPEC section 3:
/// `path<TAB>line<TAB>col<TAB>kind<TAB>"json text"`, each line ending in `\n`.
public enum LiteralDump {
    public static func render(_ lexed: LexedFile, displayPath: String) -> String {
        // Placeholder until the real lexer lands.
        ""
    }
}
