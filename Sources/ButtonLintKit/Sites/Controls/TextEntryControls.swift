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
}
