/// What reports say about the tool that wrote them.
public enum ToolInfo {
    static let name = "ButtonLint"
    public static let version = "0.1.0"
    /// The guideline the rules come from; SARIF asks for a page about the tool.
    static let informationURI = "https://developer.apple.com/design/human-interface-guidelines/buttons"
}
