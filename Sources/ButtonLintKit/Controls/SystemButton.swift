/// A UIKit button made with a system type: `UIButton(type: .contactAdd)`,
/// `UIButton.init(type: UIButton.ButtonType.detailDisclosure)`.
struct SystemButton: Sendable {
    var call: Int
    /// The first token of the creation expression (`UIButton`), where findings point.
    var startToken: Int
    var buttonType: String
    /// The bytes of the creation expression, from `UIButton` to its closing parenthesis.
    var range: Range<Int>
    /// The scope the button is made in.
    var scope: Int
    /// Whether code gives the button an action.
    var actions: ButtonActions.Evidence = .unknown

    static func find(in tokens: ControlTokens, names: ControlNames) -> [SystemButton] {
        let calls = tokens.tree.calls
        var found: [SystemButton] = []
        // A loop, not `compactMap`: almost no call makes a button, and the closure's optional
        // result would be made and destroyed for every call of the file.
        for index in calls.indices {
            // Most calls make no button: their name is compared in place, without a copy of the call.
            guard calls[index].name == names.buttonType || calls[index].name == "init" else { continue }
            if let button = systemButton(calls[index], at: index, in: tokens, names: names) { found.append(button) }
        }
        return found
    }

    /// The system button `call` (at `index` of the file's calls) makes, or nil.
    private static func systemButton(_ call: Call, at index: Int, in tokens: ControlTokens,
                                     names: ControlNames) -> SystemButton? {
        let startToken: Int
        if call.name == names.buttonType, !call.isImplicitMember, call.receiver == [] || call.receiver == ["UIKit"] {
            startToken = call.receiver == [] ? call.nameToken : call.nameToken - 2
        } else if call.name == "init", call.receiver == [names.buttonType] {
            startToken = call.nameToken - 2
        } else {
            return nil
        }
        guard call.openParen != nil, let argument = call.argument(labeled: "type"),
              let member = tokens.memberName(in: argument.value, qualifiers: names.buttonTypeQualifiers),
              names.systemButtonTypes.contains(tokens.text(member))
        else { return nil }
        return SystemButton(call: index, startToken: startToken, buttonType: tokens.text(member),
                            range: tokens.byteRange(startToken, through: call.endToken), scope: call.scope)
    }
}
