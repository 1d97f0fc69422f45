/// Whether code holds a control people can type into: UIKit's `UITextField`, `UITextView`,
/// `UISearchBar` (and `UISearchController`, which owns one), SwiftUI's `TextField`,
/// `SecureField`, `TextEditor` and `.searchable`, and what is most likely one of them: a
/// custom `PhoneNumberField`, a property named `emailField`, an `inputView`, a `keyboardType`.
/// Generous on purpose: a rule that reports a missing text field must never miss one that exists.
enum TextEntryControls {
    /// Fragments of identifiers (compared in lowercase) that name or configure text entry.
    static let nameFragments = [
        "textfield", "securefield", "searchfield", "field", "textview", "texteditor", "editor",
        "searchbar", "searchcontroller", "searchable", "input", "entry", "keyboard",
    ]

    static func appear(in ranges: [Range<Int>], tokens: ControlTokens) -> Bool {
        tokens.mentions(anyOf: nameFragments, in: ranges)
    }

    /// Name endings of custom UI components, which may hold a text field of their own.
    private static let componentSuffixes = [
        "View", "Controller", "Cell", "Field", "Bar", "Form", "Editor", "Input", "Row", "Panel", "Card",
    ]

    /// A screen's code with the code of the custom components it uses that this file declares
    /// (`RecipientHeaderView`), so a field inside them counts. Nil when the screen uses a custom
    /// component declared elsewhere: what it holds is unknown.
    static func screenParts(_ bodies: [Range<Int>], tokens: ControlTokens, types: DeclaredTypes) -> [Range<Int>]? {
        var parts = bodies
        var seen = Set<String>()
        var next = 0
        while next < parts.count {
            for index in parts[next] where tokens.isKind(index, .identifier) {
                let name = tokens.text(index)
                guard name.first?.isUppercase == true, !seen.contains(name),
                      componentSuffixes.contains(where: name.hasSuffix), !DeclaredTypes.isPlatformType(name)
                else { continue }
                seen.insert(name)
                guard let component = types.declaredGroup(named: name) else { return nil }
                parts += types.bodies(of: [component])
            }
            next += 1
        }
        return parts
    }
}
