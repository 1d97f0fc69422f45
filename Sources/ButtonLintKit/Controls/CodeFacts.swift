/// What a stretch of code (a type's bodies, or a script's top level) holds that the control
/// rules ask about, read once from its identifiers and member assignments.
struct CodeFacts: Sendable {
    /// It names an accessory tap handler (`tableView(_:accessoryButtonTappedForRowWith:)`,
    /// `actionHandler:`): accessory taps are handled.
    var handlesAccessoryTaps = false
    /// It names a control people can type into (`UITextField`, `TextField`, `emailField`, `inputView`).
    var holdsTextEntry = false
    /// Custom UI components it names (`RecipientHeaderView`), which may hold text entry of their own.
    var components: [String] = []
    /// `tableView.delegate = self`.
    var makesItselfTableDelegate = false
    /// `tableView.delegate = coordinator`: a table's taps go to another object.
    var delegatesTableElsewhere = false

    init() {}

    init(reading ranges: [Range<Int>], in tree: SyntaxTree, names: ControlNames) {
        var seen = Set<String>()
        for range in ranges {
            for index in range where tree.tokens[index].kind == .identifier {
                let name = tree.text(index)
                let lowercased = name.lowercased()
                if !handlesAccessoryTaps {
                    handlesAccessoryTaps = names.accessoryTapHandlerFragments.contains { lowercased.contains($0) }
                }
                if !holdsTextEntry {
                    holdsTextEntry = names.textEntryFragments.contains { lowercased.contains($0) }
                }
                if name.first?.isUppercase == true, !seen.contains(name),
                   names.componentSuffixes.contains(where: name.hasSuffix), !names.isPlatformType(name) {
                    seen.insert(name)
                    components.append(name)
                }
            }
        }
        for assignment in tree.assignments where ranges.contains(where: { $0.contains(assignment.targetStart) }) {
            // `tableView.delegate = …`, `self.contactsTable.delegate = …`.
            guard assignment.target.last == "delegate",
                  assignment.target.dropLast().contains(where: { $0.lowercased().contains("table") })
            else { continue }
            let isSelf = assignment.value.count == 1 && tree.token(assignment.value.lowerBound, is: "self")
            if isSelf { makesItselfTableDelegate = true } else { delegatesTableElsewhere = true }
        }
    }
}
