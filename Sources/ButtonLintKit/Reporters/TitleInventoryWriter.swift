import Foundation

/// The formats of `buttonlint titles`.
public enum TitleInventoryFormat: String, Sendable, CaseIterable {
    /// An array of objects, one per line, keys in column order; absent values are `null` and
    /// `rules` is an array.
    case json
    /// RFC 4180: a header row, CRLF line ends, a field quoted when it holds a comma, a quote, CR
    /// or LF (quotes doubled); absent values are empty and `rules` is joined by `;`.
    case csv
}

/// Writes inventory rows as they stream in (file by file, in report order): the document is
/// valid whichever way the rows are split into writes.
public struct TitleInventoryWriter: Sendable {
    /// The columns in order: CSV's header row and JSON's keys.
    static let columns = ["file", "line", "column", "api", "framework", "control", "role", "text", "source",
                                 "table", "catalogFile", "catalogKey", "rules", "context"]

    let format: TitleInventoryFormat
    private var wroteRow = false

    public init(format: TitleInventoryFormat) {
        self.format = format
    }

    /// The text for `rows`, the CSV header or the JSON array's opening included before the first.
    public mutating func write(_ rows: [TitleInventoryRow]) -> String {
        var output = ""
        for row in rows {
            switch format {
            case .csv:
                if !wroteRow { output += Self.csvLine(Self.columns) }
                output += Self.csvLine(Self.fields(of: row).map { $0.csv })
            case .json:
                output += wroteRow ? ",\n  " : "[\n  "
                output += JSONWriter.object(zip(Self.columns, Self.fields(of: row).map { $0.json }).map { ($0, $1) })
            }
            wroteRow = true
        }
        return output
    }

    /// What ends the document (for an empty inventory: the header alone, or `[]`).
    public func finish() -> String {
        switch format {
        case .csv: wroteRow ? "" : Self.csvLine(Self.columns)
        case .json: wroteRow ? "\n]\n" : "[]\n"
        }
    }

    /// One value of a row, as each format writes it.
    private enum Field {
        case text(String)
        case number(Int)
        case optional(String?)
        case list([String])

        var json: String {
            switch self {
            case .text(let text): JSONWriter.string(text)
            case .number(let number): String(number)
            case .optional(let text): text.map(JSONWriter.string) ?? "null"
            case .list(let items): "[" + items.map(JSONWriter.string).joined(separator: ",") + "]"
            }
        }

        var csv: String {
            switch self {
            case .text(let text): text
            case .number(let number): String(number)
            case .optional(let text): text ?? ""
            case .list(let items): items.joined(separator: ";")
            }
        }
    }

    /// The row's values in `columns` order.
    private static func fields(of row: TitleInventoryRow) -> [Field] {
        [.text(row.file), .number(row.line), .number(row.column), .text(row.api), .text(row.framework),
         .text(row.control.rawValue), .text(row.role.rawValue), .text(row.text), .text(row.source.rawValue),
         .optional(row.table), .optional(row.catalogFile), .optional(row.catalogKey), .list(row.rules),
         .text(row.context.rawValue)]
    }

    private static func csvLine(_ fields: [String]) -> String {
        fields.map(csvField).joined(separator: ",") + "\r\n"
    }

    /// A field quoted when RFC 4180 requires it: it holds a comma, a double quote, CR or LF.
    static func csvField(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x2C || $0 == 0x22 || $0 == 0x0D || $0 == 0x0A }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
