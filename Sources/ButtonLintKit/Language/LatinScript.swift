/// Which letters count as Latin script, for skipping titles that are not English UI copy.
///
/// The standard library exposes no Script property, so this is a table of the Unicode blocks
/// that hold Latin letters. Spacing modifier letters (ʼ) and letterlike symbols (ℹ︎, ℓ) are
/// included because they turn up in English copy and are not another language.
enum LatinScript {
    static let letterRanges: [ClosedRange<UInt32>] = [
        0x0041...0x005A, 0x0061...0x007A,   // Basic Latin
        0x00AA...0x00AA, 0x00B5...0x00B5, 0x00BA...0x00BA,  // ª µ º
        0x00C0...0x024F,                    // Latin-1 Supplement letters, Extended-A, Extended-B
        0x0250...0x02FF,                    // IPA Extensions, Spacing Modifier Letters
        0x1D00...0x1DBF,                    // Phonetic Extensions
        0x1E00...0x1EFF,                    // Latin Extended Additional
        0x2071...0x2071, 0x207F...0x207F, 0x2090...0x209C,  // superscript and subscript letters
        0x2100...0x214F,                    // Letterlike Symbols
        0x2C60...0x2C7F,                    // Latin Extended-C
        0xA720...0xA7FF,                    // Latin Extended-D
        0xAB30...0xAB6F,                    // Latin Extended-E
        0xFB00...0xFB06,                    // Latin ligatures (ﬁ, ﬂ)
        0xFF21...0xFF3A, 0xFF41...0xFF5A,   // fullwidth Latin
        0x10780...0x107BF,                  // Latin Extended-F
        0x1D400...0x1D7FF,                  // Mathematical Alphanumeric Symbols (styled Latin)
        0x1DF00...0x1DFFF,                  // Latin Extended-G
    ]

    static func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ASCII, almost every letter of a title, is answered without trying the ranges.
        if value < 0x80 { return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) }
        return letterRanges.contains { $0.contains(value) }
    }
}
