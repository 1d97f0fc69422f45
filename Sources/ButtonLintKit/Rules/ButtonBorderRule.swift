/// SPEC 1.6: "Add a border or background only when necessary" — an opt-in note that lists each
/// border and background added to a button, so a reviewer can confirm it is needed.
public struct ButtonBorderRule: Rule {
    public static let description = RuleDescription(
        id: "button-border",
        name: "Button Border",
        summary: "A border or background added to a button.",
        rationale: """
        Apple's Human Interface Guidelines: "Add a border or background only when necessary." \
        In content areas and bars, borderless buttons read as buttons through their color and \
        placement; a border or background gives a button visual weight, which belongs to the \
        one or two most likely actions of a view. This opt-in note lists bordered and \
        prominent button styles, `.border` and `.background` on a `Button`, filled, tinted, \
        gray and bordered `UIButton.Configuration`s, and `layer.borderWidth` on a `UIButton`, \
        so a reviewer can confirm each one is needed. Modifiers on a container of buttons, and \
        views whose type the syntax cannot tell, are not reported.
        """,
        defaultSeverity: .note,
        isOptIn: true,
        triggeringExamples: [
            "import SwiftUI\nlet save = Button(\"Save\") { }.↓buttonStyle(.borderedProminent)",
            """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    Button("Share") { share() }
                        .padding(8)
                        .↓background(Color.accentColor)
                    Button("Edit") { edit() }.↓border(.gray, width: 1)
                    Button("Done") { finish() }.↓buttonStyle(BorderedButtonStyle())
                }
            }
            """,
            "import UIKit\nvar config = UIButton.Configuration.↓filled()",
            "import UIKit\nlet button = UIButton(configuration: .↓tinted(), primaryAction: nil)",
            """
            import UIKit
            final class ProfileViewController: UIViewController {
                private let followButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    followButton.layer.↓borderWidth = 1
                }
            }
            """,
            """
            import UIKit
            final class OutlineButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.↓borderWidth = 2
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet save = Button(\"Save\") { }.buttonStyle(.borderless)",
            """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack { Button("Share") { share() } }
                        .padding()
                        .background(.thinMaterial)
                        .border(Color.gray)
                }
            }
            """,
            "import SwiftUI\nlet label = Text(\"New\").background(Color.yellow)",
            "import SwiftUI\nlet plain = Button(\"Retry\") { }.background(Color.clear)",
            "import UIKit\nvar config = UIButton.Configuration.plain()",
            "import UIKit\nlet card = UIView()\ncard.layer.borderWidth = 1",
            "import UIKit\nlet button = UIButton(type: .system)\nbutton.layer.borderWidth = 0",
            "import SwiftUI\nvar filled = Circle().fill(.red)",
        ]
    )

    /// `UIButton.Configuration` factories that draw a background or a border.
    private static let borderedStyles: Set<String> = ["bordered", "borderedProminent"]
    private static let borderedStyleTypes: Set<String> = ["BorderedButtonStyle", "BorderedProminentButtonStyle"]
    private static let message = "add a border or background only when necessary; confirm this button needs it"

    public init(configuration: Configuration) {}

    public func violations(in file: AnalyzedFile) -> [Violation] {
        let tokens = ControlTokens(tree: file.tree)
        var violations: [Violation] = []
        if !file.frameworks.isDisjoint(with: [.swiftUI, .tokamak]) {
            violations += swiftUIViolations(tokens)
        }
        if file.frameworks.contains(.uiKit) {
            violations += configurationViolations(tokens) + borderWidthViolations(tokens)
        }
        return violations
    }

    // MARK: - SwiftUI

    private func swiftUIViolations(_ tokens: ControlTokens) -> [Violation] {
        let chains = ModifierChains(tokens: tokens)
        return tokens.tree.calls.indices.compactMap { index -> Violation? in
            let call = tokens.tree.calls[index]
            guard tokens.isKind(call.nameToken - 1, .period), call.openParen != nil || !call.trailingClosures.isEmpty
            else { return nil }
            let described: String
            switch call.name {
            case "buttonStyle":
                guard let style = borderedStyle(call, tokens) else { return nil }
                described = "Bordered button style '\(style)'"
            case "border", "background":
                guard let base = chains.modifierBase(of: index), isSwiftUIButton(tokens.tree.calls[base]),
                      !isClear(call, tokens)
                else { return nil }
                described = "'.\(call.name)' on a Button"
            default:
                return nil
            }
            return Violation(range: tokens.byteRange(call.nameToken, through: call.endToken),
                             message: "\(described): \(Self.message)")
        }
    }

    /// `.bordered`, `.borderedProminent`, `BorderedButtonStyle()`, `BorderedProminentButtonStyle()`.
    private func borderedStyle(_ call: Call, _ tokens: ControlTokens) -> String? {
        guard call.arguments.count == 1, let value = call.arguments.first?.value, let first = value.first,
              call.arguments.first?.label == nil
        else { return nil }
        if value.count == 2, tokens.isKind(first, .period), Self.borderedStyles.contains(tokens.text(first + 1)) {
            return "." + tokens.text(first + 1)
        }
        if tokens.isKind(first, .identifier), Self.borderedStyleTypes.contains(tokens.text(first)),
           tokens.isKind(first + 1, .leftParen), tokens.isKind(value.upperBound - 1, .rightParen) {
            return tokens.text(first) + "()"
        }
        return nil
    }

    private func isSwiftUIButton(_ call: Call) -> Bool {
        call.name == "Button" && !call.isImplicitMember && (call.receiver == [] || call.receiver == ["SwiftUI"])
    }

    /// `.background(.clear)`, `.border(Color.clear)`: nothing is drawn.
    private func isClear(_ call: Call, _ tokens: ControlTokens) -> Bool {
        guard call.trailingClosures.isEmpty, let value = call.arguments.first?.value,
              call.arguments.first?.label == nil
        else { return false }
        let words = value.map { tokens.text($0) }.joined()
        return words == ".clear" || words == "Color.clear"
    }

    // MARK: - UIKit

    /// `UIButton.Configuration.filled()`, and `.filled()` where the type is clearly a button
    /// configuration: `UIButton(configuration: .filled())`, `button.configuration = .tinted()`,
    /// `let config: UIButton.Configuration = .gray()`.
    private func configurationViolations(_ tokens: ControlTokens) -> [Violation] {
        let tree = tokens.tree
        return tree.calls.indices.compactMap { index -> Violation? in
            let call = tree.calls[index]
            guard APICatalogue.standard.controls.backgroundConfigurationFactories.contains(call.name), call.openParen != nil,
                  call.arguments.isEmpty, call.trailingClosures.isEmpty
            else { return nil }
            let explicit = call.receiver == ["UIButton", "Configuration"] || call.receiver == ["UIKit", "UIButton", "Configuration"]
            guard explicit || (call.isImplicitMember && isButtonConfigurationContext(index, tokens)) else { return nil }
            return Violation(range: tokens.byteRange(call.nameToken, through: call.endToken),
                             message: "Button configuration '.\(call.name)()' draws a background: \(Self.message)")
        }
    }

    private func isButtonConfigurationContext(_ index: Int, _ tokens: ControlTokens) -> Bool {
        let tree = tokens.tree
        let call = tree.calls[index]
        let start = call.nameToken - 1
        let whole = start..<call.endToken + 1
        if let slot = call.parent, case .argument(let position) = slot.position {
            let parent = tree.calls[slot.call]
            let isButton = (parent.name == "UIButton" && parent.receiver == [])
                || (parent.name == "init" && parent.receiver == ["UIButton"])
            return isButton && position < parent.arguments.count && parent.arguments[position].label == "configuration"
                && parent.arguments[position].value == whole
        }
        if tree.assignments.contains(where: { $0.target.last == "configuration" && $0.value == whole }) { return true }
        return tree.bindings.contains { binding in
            guard binding.value == whole else { return false }
            // `let config: UIButton.Configuration = .filled()`
            let annotation = (binding.nameToken + 1)..<max(binding.nameToken + 1, start - 1)
            return annotation.map { tokens.text($0) }.joined() == ":UIButton.Configuration"
        }
    }

    /// `button.layer.borderWidth = 1` where `button` is a `UIButton` (bound to `UIButton(…)` or
    /// declared `: UIButton` in this file, and to nothing else), or `layer.borderWidth = 1` in a
    /// `UIButton` subclass. A width of `0` removes a border.
    private func borderWidthViolations(_ tokens: ControlTokens) -> [Violation] {
        let tree = tokens.tree
        var types: DeclaredTypes?
        var isButtonByName: [String: Bool] = [:]
        return tree.assignments.compactMap { assignment -> Violation? in
            guard assignment.target.count >= 2, assignment.target.suffix(2) == ["layer", "borderWidth"],
                  !isZero(assignment.value, tokens)
            else { return nil }
            var owner = Array(assignment.target.dropLast(2))
            if owner.first == "self" { owner.removeFirst() }
            let isButton: Bool
            switch owner.count {
            case 0:
                if types == nil { types = DeclaredTypes(tokens: tokens) }
                guard let type = types?.enclosingType(of: assignment.scope), type.keyword == "class" else { return nil }
                isButton = type.declaredInheritance.first.map { $0 == "UIButton" || $0 == "UIKit.UIButton" } ?? false
            case 1:
                let name = owner[0]
                if isButtonByName[name] == nil { isButtonByName[name] = isDeclaredButton(name, tokens) }
                isButton = isButtonByName[name] ?? false
            default:
                isButton = false
            }
            guard isButton else { return nil }
            let widthToken = assignment.value.lowerBound - 2
            guard tokens.isIdentifier(widthToken, "borderWidth") else { return nil }
            return Violation(range: tokens.tree.tokens[widthToken].range,
                             message: "Border on a button (layer.borderWidth): \(Self.message)")
        }
    }

    private func isZero(_ value: Range<Int>, _ tokens: ControlTokens) -> Bool {
        guard value.count == 1 else { return false }
        return ["0", "0.0", ".zero"].contains(tokens.text(value.lowerBound))
    }

    /// Every declaration of `name` in the file makes a `UIButton`, and there is at least one.
    private func isDeclaredButton(_ name: String, _ tokens: ControlTokens) -> Bool {
        var declarations = 0
        for binding in tokens.tree.bindings where binding.name == name {
            guard declaredType(afterName: binding.nameToken, tokens) == "UIButton"
                    || (tokens.isKind(binding.nameToken + 1, .colon) == false && createdType(binding.value, tokens) == "UIButton")
            else { return false }
            declarations += 1
        }
        // Parameters and properties without a value: `_ sender: UIButton`, `@IBOutlet var save: UIButton!`.
        for index in 0..<tokens.count where tokens.isIdentifier(index, name) && tokens.isKind(index + 1, .colon) {
            guard tokens.isKind(index + 2, .identifier), !tokens.isKind(index + 3, .leftParen),
                  !tokens.isKind(index + 3, .period)
            else { continue }
            let type = tokens.text(index + 2)
            guard type.first?.isUppercase == true else { continue }
            if type != "UIButton" { return false }
            declarations += 1
        }
        return declarations > 0
    }

    /// `name: Type` right after a binding's name: the type's first name, nil without an annotation.
    private func declaredType(afterName nameToken: Int, _ tokens: ControlTokens) -> String? {
        guard tokens.isKind(nameToken + 1, .colon), tokens.isKind(nameToken + 2, .identifier) else { return nil }
        if tokens.isKind(nameToken + 3, .period) { return nil }
        return tokens.text(nameToken + 2)
    }

    /// `UIButton(…)`, `UIButton.init(…)`, `UIButton.systemButton(…)`: the type a value creates.
    private func createdType(_ value: Range<Int>, _ tokens: ControlTokens) -> String? {
        guard let first = value.first, tokens.isKind(first, .identifier) else { return nil }
        if tokens.isKind(first + 1, .leftParen) { return tokens.text(first) }
        if tokens.isKind(first + 1, .period), tokens.isKind(first + 2, .identifier),
           ["init", "systemButton"].contains(tokens.text(first + 2)),
           tokens.isKind(first + 3, .leftParen) {
            return tokens.text(first)
        }
        return nil
    }
}
