/// Plain-text columns padded to the widest cell, two spaces apart (width counted in characters).
public enum TextTable {
    public static func render(header: [String], rows: [[String]], rightAligned: Set<Int> = []) -> String {
        let all = [header] + rows
        let columnCount = header.count
        var widths = Array(repeating: 0, count: columnCount)
        for row in all {
            for (column, cell) in row.enumerated() where column < columnCount {
                widths[column] = max(widths[column], cell.count)
            }
        }
        var output = ""
        for row in all {
            var cells: [String] = []
            for (column, cell) in row.enumerated() {
                let padding = String(repeating: " ", count: max(0, widths[column] - cell.count))
                if column == columnCount - 1 && !rightAligned.contains(column) {
                    cells.append(cell)  // no trailing spaces after the last column
                } else {
                    cells.append(rightAligned.contains(column) ? padding + cell : cell + padding)
                }
            }
            output += cells.joined(separator: "  ") + "\n"
        }
        return output
    }
}
