/// A table cell's detail accessory: `cell.accessoryType = .detailDisclosureButton`,
/// `editingAccessoryType = .detailButton`, or an `accessoryType: .detailButton` argument.
struct CellAccessory: Sendable {
    /// The start of the accessory expression, where findings point: the `.` of `.detailButton`,
    /// the type of `UITableViewCell.AccessoryType.detailButton`.
    var startToken: Int
    var nameToken: Int
    /// The scope the accessory is set in.
    var scope: Int
    /// The accessory's name (`detailButton`) and the bytes from its start through its name.
    var name: String
    var range: Range<Int>

    static func find(in tokens: ControlTokens, names: ControlNames) -> [CellAccessory] {
        let tree = tokens.tree
        var found: [CellAccessory] = []
        for assignment in tree.assignments where names.accessoryProperties.contains(assignment.target.last ?? "") {
            found += accessories(in: assignment.value, scope: assignment.scope, tokens: tokens, names: names)
        }
        // Calls are read in place, and only calls with arguments are looked at: a copy of each
        // call would retain and release each of its parts. Most labels (`title`, `action`…) are
        // turned away by the filter before they are hashed.
        let properties = NameFilter(names.accessoryProperties)
        for index in tree.calls.indices where !tree.calls[index].arguments.isEmpty {
            for argument in tree.calls[index].arguments {
                guard let label = argument.label, properties.mayContain(label),
                      names.accessoryProperties.contains(label) else { continue }
                found += accessories(in: argument.value, scope: tree.calls[index].scope, tokens: tokens, names: names)
            }
        }
        return found.sorted { $0.startToken < $1.startToken }
    }

    /// `.detailButton` written as a value (also a branch of a ternary), not a case with a payload
    /// (`.detailButton(action)` belongs to a table-building library, which handles the tap).
    private static func accessories(in value: Range<Int>, scope: Int, tokens: ControlTokens,
                                    names: ControlNames) -> [CellAccessory] {
        value.compactMap { index in
            guard tokens.isKind(index, .period), tokens.isKind(index + 1, .identifier), index + 1 < value.upperBound,
                  names.detailAccessories.contains(tokens.text(index + 1)), !tokens.isKind(index + 2, .leftParen)
            else { return nil }
            var start = index
            while start - 1 >= value.lowerBound, tokens.isKind(start - 1, .identifier) {
                start -= 1
                if tokens.isKind(start - 1, .period) { start -= 1 } else { break }
            }
            return CellAccessory(startToken: start, nameToken: index + 1, scope: scope, name: tokens.text(index + 1),
                                 range: tokens.byteRange(start, through: index + 1))
        }
    }
}
