import Testing
@testable import ButtonLintKit

/// Only a chain on a type name is asked about as an accessor: the first letter must be uppercase,
/// told from the byte for ASCII and from the scalar's properties past it.
@Suite struct AccessorRootTests {
    @Test(arguments: [
        ("L10n", true), ("Strings", true), ("A", true), ("Z9", true), ("viewModel", false), ("l10n", false),
        ("_Strings", false), ("$title", false), ("`Type`", false), ("@", false), ("[", false), ("", false),
        ("Ärger", true), ("Σ", true), ("über", false), ("σ", false), ("名前", false), ("ǅ", false),
    ])
    func rootStartsUppercaseAsItsFirstScalarIs(name: String, uppercase: Bool) {
        #expect(TitleResolver.startsUppercase(name) == uppercase)
        let scalarSays = name.unicodeScalars.first?.properties.isUppercase ?? false
        #expect(TitleResolver.startsUppercase(name) == scalarSays)
    }
}
