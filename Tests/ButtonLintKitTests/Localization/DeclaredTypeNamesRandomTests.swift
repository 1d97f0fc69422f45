import Foundation
import Testing
@testable import ButtonLintKit

/// The block search for declared names against a regular expression over random text made of
/// keywords, near-keywords, names, blanks and non-ASCII bytes, cut anywhere against the blocks.
@Suite struct DeclaredTypeNamesRandomTests {
    /// `enum` or `extension` not after a name byte, blanks, then a name; each byte read as one
    /// Latin-1 character, so bytes of 0x80 and up are name bytes as in the search.
    static let declaration = try! NSRegularExpression(
        pattern: "(?<![A-Za-z0-9_\\u0080-\\u00ff])(?:enum|extension)[ \\t]+([A-Za-z0-9_\\u0080-\\u00ff]+)")

    static func expected(_ bytes: [UInt8]) -> Set<String> {
        let text = String(bytes.map { Character(Unicode.Scalar($0)) })
        let whole = NSRange(location: 0, length: (text as NSString).length)
        return Set(declaration.matches(in: text, range: whole).map { match in
            let latin = (text as NSString).substring(with: match.range(at: 1))
            return String(decoding: latin.unicodeScalars.map { UInt8($0.value) }, as: UTF8.self)
        })
    }

    @Test func randomTextFindsWhatTheExpressionFinds() {
        let pieces = ["enum", "extension", "enu", "exte", "ext", "num", "xte", "e", "x", "Text", "next", "item",
                      "Name", "_", "9", " ", "\t", "\n", "{", ".", "é", "\u{00FF}"]
        var generator = SystemRandomNumberGenerator()
        var found = 0
        for _ in 0..<3000 {
            var text = ""
            for _ in 0..<Int.random(in: 0...60, using: &generator) { text += pieces.randomElement(using: &generator)! }
            let bytes = Array(text.utf8)
            let names = DeclaredTypeNames.scan(bytes)
            #expect(names == Self.expected(bytes), "\(text.debugDescription)")
            found += names.count
        }
        #expect(found > 100)
    }
}
