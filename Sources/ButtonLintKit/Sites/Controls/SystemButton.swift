/// A UIKit button made with a system type: `UIButton(type: .contactAdd)`,
/// `UIButton.init(type: UIButton.ButtonType.detailDisclosure)`.
struct SystemButton {
    var call: Int
    /// The first token of the creation expression (`UIButton`), where findings point.
    var startToken: Int
    var buttonType: String

    /// How a `type:` argument may spell the button type before its name.
    private static let typeQualifiers: [[String]] = [[], ["ButtonType"], ["UIButton", "ButtonType"]]

    static func find(in tokens: ControlTokens, types: Set<String>) -> [SystemButton] {
        tokens.tree.calls.indices.compactMap { index in
            let call = tokens.tree.calls[index]
            let startToken: Int
            if call.name == "UIButton", !call.isImplicitMember, call.receiver == [] || call.receiver == ["UIKit"] {
                startToken = call.receiver == [] ? call.nameToken : call.nameToken - 2
            } else if call.name == "init", call.receiver == ["UIButton"] {
                startToken = call.nameToken - 2
            } else {
                return nil
            }
            guard call.openParen != nil, let argument = call.argument(labeled: "type"),
                  let member = tokens.memberName(in: argument.value, qualifiers: typeQualifiers),
                  types.contains(tokens.text(member))
            else { return nil }
            return SystemButton(call: index, startToken: startToken, buttonType: tokens.text(member))
        }
    }

    /// The bytes of the creation expression, from `UIButton` to its closing parenthesis.
    func range(in tokens: ControlTokens) -> Range<Int> {
        tokens.byteRange(startToken, through: tokens.tree.calls[call].endToken)
    }
}
