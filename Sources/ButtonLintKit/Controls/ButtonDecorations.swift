/// A border or background put on a button: a bordered SwiftUI button style, a
/// `.border`/`.background` on a `Button`, a filled, tinted, gray or bordered
/// `UIButton.Configuration`, a non-zero `layer.borderWidth` on a `UIButton`. Modifiers on a
/// container of buttons, and views whose type the syntax cannot tell, are not read.
struct ButtonDecoration: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `.buttonStyle(.bordered)`, `.buttonStyle(BorderedButtonStyle())`: the style as written.
        case borderedStyle(String)
        /// `.border(…)` or `.background(…)` on a SwiftUI `Button`: the modifier's name.
        case drawingModifier(String)
        /// `UIButton.Configuration.filled()`: the factory's name.
        case backgroundConfiguration(String)
        /// `button.layer.borderWidth = 1`.
        case borderWidth
    }

    var kind: Kind
    var range: Range<Int>
}

/// Finds a file's button decorations, SwiftUI ones in files importing SwiftUI or Tokamak,
/// UIKit ones in files importing UIKit.
struct ButtonDecorations {
    let tokens: ControlTokens
    let names: ControlNames
    /// The file's declared types, made the first time a decoration needs them (most files never
    /// do); the controls stage takes them over after. Kept here rather than behind a closure, which
    /// would box them with a copy of the names and tree.
    private(set) var types: DeclaredTypes?

    init(tokens: ControlTokens, names: consuming ControlNames) {
        self.tokens = tokens
        self.names = names
    }

    /// The file's declared types, made on first use.
    mutating func declaredTypes() -> DeclaredTypes {
        if let types { return types }
        let made = DeclaredTypes(tree: tokens.tree, names: names)
        types = made
        return made
    }

    mutating func find(frameworks: FrameworkSet) -> [ButtonDecoration] {
        var found: [ButtonDecoration] = []
        if frameworks.shares(.swiftUIButtonStyles) { found += swiftUIDecorations() }
        if frameworks.shares(.uiKitControls) { found += configurations() + borderWidths() }
        return found
    }

    // MARK: - SwiftUI

    private func swiftUIDecorations() -> [ButtonDecoration] {
        let calls = tokens.tree.calls
        var found: [ButtonDecoration] = []
        // Made only when a drawing modifier is met: most files have none, and the chains index
        // every call of the file.
        var chains: ModifierChains?
        // Most modifiers (`padding`, `font`…) draw nothing: turned away before their name is hashed.
        let drawingModifiers = NameFilter(names.drawingModifiers)
        for index in calls.indices {
            // Asked of the call in place: copying every call costs a retain and release of each of its parts.
            guard tokens.isKind(calls[index].nameToken - 1, .period),
                  calls[index].openParen != nil || !calls[index].trailingClosures.isEmpty
            else { continue }
            let kind: ButtonDecoration.Kind
            if calls[index].name == names.styleModifier {
                guard let style = borderedStyle(calls[index]) else { continue }
                kind = .borderedStyle(style)
            } else if drawingModifiers.mayContain(calls[index].name), names.drawingModifiers.contains(calls[index].name) {
                if chains == nil { chains = ModifierChains(tokens: tokens) }
                guard let base = chains?.modifierBase(of: index), isSwiftUIButton(calls[base]), !isClear(calls[index])
                else { continue }
                kind = .drawingModifier(calls[index].name)
            } else {
                continue
            }
            found.append(ButtonDecoration(kind: kind, range: tokens.byteRange(calls[index].nameToken,
                                                                              through: calls[index].endToken)))
        }
        return found
    }

    /// `.bordered`, `.borderedProminent`, `BorderedButtonStyle()`, `BorderedProminentButtonStyle()`.
    private func borderedStyle(_ call: Call) -> String? {
        guard call.arguments.count == 1, let value = call.arguments.first?.value, let first = value.first,
              call.arguments.first?.label == nil
        else { return nil }
        if value.count == 2, tokens.isKind(first, .period), names.borderedStyles.contains(tokens.text(first + 1)) {
            return "." + tokens.text(first + 1)
        }
        if tokens.isKind(first, .identifier), names.borderedStyleTypes.contains(tokens.text(first)),
           tokens.isKind(first + 1, .leftParen), tokens.isKind(value.upperBound - 1, .rightParen) {
            return tokens.text(first) + "()"
        }
        return nil
    }

    private func isSwiftUIButton(_ call: Call) -> Bool {
        call.name == names.swiftUIButton && !call.isImplicitMember && (call.receiver == [] || call.receiver == ["SwiftUI"])
    }

    /// `.background(.clear)`, `.border(Color.clear)`: nothing is drawn.
    private func isClear(_ call: Call) -> Bool {
        guard call.trailingClosures.isEmpty, let value = call.arguments.first?.value,
              call.arguments.first?.label == nil
        else { return false }
        return names.clearValues.contains(value.map { tokens.text($0) }.joined())
    }

    // MARK: - UIKit

    /// `UIButton.Configuration.filled()`, and `.filled()` where the type is clearly a button
    /// configuration: `UIButton(configuration: .filled())`, `button.configuration = .tinted()`,
    /// `let config: UIButton.Configuration = .gray()`.
    private func configurations() -> [ButtonDecoration] {
        let tree = tokens.tree
        let factories = NameFilter(names.backgroundConfigurationFactories)
        return tree.calls.indices.compactMap { index -> ButtonDecoration? in
            // Asked in place before the call is copied: most calls are no configuration factory.
            guard tree.calls[index].openParen != nil, tree.calls[index].arguments.isEmpty,
                  tree.calls[index].trailingClosures.isEmpty, factories.mayContain(tree.calls[index].name),
                  names.backgroundConfigurationFactories.contains(tree.calls[index].name)
            else { return nil }
            let call = tree.calls[index]
            let explicit = call.receiver == names.configurationType || call.receiver == ["UIKit"] + names.configurationType
            guard explicit || (call.isImplicitMember && isButtonConfigurationContext(index)) else { return nil }
            return ButtonDecoration(kind: .backgroundConfiguration(call.name),
                                    range: tokens.byteRange(call.nameToken, through: call.endToken))
        }
    }

    private func isButtonConfigurationContext(_ index: Int) -> Bool {
        let tree = tokens.tree
        let call = tree.calls[index]
        let start = call.nameToken - 1
        let whole = start..<call.endToken + 1
        if let slot = call.parent, case .argument(let position) = slot.position {
            let parent = tree.calls[slot.call]
            let isButton = (parent.name == names.buttonType && parent.receiver == [])
                || (names.buttonFactories.contains(parent.name) && parent.receiver == [names.buttonType])
            return isButton && position < parent.arguments.count
                && parent.arguments[position].label == names.configurationProperty
                && parent.arguments[position].value == whole
        }
        if tree.assignments.contains(where: { $0.target.last == names.configurationProperty && $0.value == whole }) { return true }
        let annotation = ":" + names.configurationType.joined(separator: ".")
        return tree.bindings.contains { binding in
            guard binding.value == whole else { return false }
            // `let config: UIButton.Configuration = .filled()`
            let written = (binding.nameToken + 1)..<max(binding.nameToken + 1, start - 1)
            return written.map { tokens.text($0) }.joined() == annotation
        }
    }

    /// `button.layer.borderWidth = 1` where `button` is a `UIButton` (bound to `UIButton(…)` or
    /// declared `: UIButton` in this file, and to nothing else), or `layer.borderWidth = 1` in a
    /// `UIButton` subclass. A width of zero (`0`, `0.0`, `.zero`) removes a border.
    private mutating func borderWidths() -> [ButtonDecoration] {
        let tree = tokens.tree
        var isButtonByName: [String: Bool] = [:]
        return tree.assignments.compactMap { assignment -> ButtonDecoration? in
            guard assignment.target.count >= 2, assignment.target.suffix(2).elementsEqual(names.borderWidthPath),
                  !isZero(assignment.value)
            else { return nil }
            var owner = Array(assignment.target.dropLast(2))
            if owner.first == "self" { owner.removeFirst() }
            let isButton: Bool
            switch owner.count {
            case 0:
                guard let type = declaredTypes().enclosingType(of: assignment.scope), type.keyword == "class" else { return nil }
                isButton = type.declaredInheritance.first.map {
                    $0 == names.buttonType || $0 == "UIKit." + names.buttonType
                } ?? false
            case 1:
                let name = owner[0]
                if isButtonByName[name] == nil { isButtonByName[name] = isDeclaredButton(name) }
                isButton = isButtonByName[name] ?? false
            default:
                isButton = false
            }
            guard isButton else { return nil }
            let widthToken = assignment.value.lowerBound - 2
            guard let widthName = names.borderWidthPath.last, tokens.isIdentifier(widthToken, widthName) else { return nil }
            return ButtonDecoration(kind: .borderWidth, range: tokens.tree.tokens[widthToken].range)
        }
    }

    /// `0`, `0.0`, `.zero`: the value's tokens spell a zero width.
    private func isZero(_ value: Range<Int>) -> Bool {
        guard !value.isEmpty, value.count <= 3 else { return false }
        return names.zeroValues.contains(value.map { tokens.text($0) }.joined())
    }

    /// Every declaration of `name` in the file makes a `UIButton`, and there is at least one.
    private func isDeclaredButton(_ name: String) -> Bool {
        var declarations = 0
        for binding in tokens.tree.bindings where binding.name == name {
            guard declaredType(afterName: binding.nameToken) == names.buttonType
                    || (tokens.isKind(binding.nameToken + 1, .colon) == false
                        && createdType(binding.value) == names.buttonType)
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
            if type != names.buttonType { return false }
            declarations += 1
        }
        return declarations > 0
    }

    /// `name: Type` right after a binding's name: the type's first name, nil without an annotation.
    private func declaredType(afterName nameToken: Int) -> String? {
        guard tokens.isKind(nameToken + 1, .colon), tokens.isKind(nameToken + 2, .identifier) else { return nil }
        if tokens.isKind(nameToken + 3, .period) { return nil }
        return tokens.text(nameToken + 2)
    }

    /// `UIButton(…)`, `UIButton.init(…)`, `UIButton.systemButton(…)`: the type a value creates.
    private func createdType(_ value: Range<Int>) -> String? {
        guard let first = value.first, tokens.isKind(first, .identifier) else { return nil }
        if tokens.isKind(first + 1, .leftParen) { return tokens.text(first) }
        if tokens.isKind(first + 1, .period), tokens.isKind(first + 2, .identifier),
           names.buttonFactories.contains(tokens.text(first + 2)),
           tokens.isKind(first + 3, .leftParen) {
            return tokens.text(first)
        }
        return nil
    }
}
