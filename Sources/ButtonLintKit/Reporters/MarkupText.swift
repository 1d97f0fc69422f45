/// Text made safe for XML and HTML (Checkstyle, JUnit, the HTML page): the five markup
/// characters as entities, line breaks and tabs as character references so attribute values keep
/// them, and the characters XML 1.0 cannot carry at all (other C0 controls, U+FFFE, U+FFFF)
/// replaced by U+FFFD.
enum MarkupText {
    static func escaped(_ text: String) -> String {
        var output = ""
        output.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case "\n": output += "&#10;"
            case "\r": output += "&#13;"
            case "\t": output += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                    || (0x7F...0x9F).contains(scalar.value) {
                    output += "\u{FFFD}"
                } else {
                    output.unicodeScalars.append(scalar)
                }
            }
        }
        return output
    }
}
