/// What a stretch of code (a type's bodies, or a script's top level) holds that the control
/// rules ask about, looked up in the file's classified identifiers and member assignments.
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

    init(reading ranges: [Range<Int>], mentions: ControlMentions) {
        handlesAccessoryTaps = ControlMentions.any(mentions.tapHandlers, in: ranges)
        holdsTextEntry = ControlMentions.any(mentions.textEntry, in: ranges)
        components = mentions.components(in: ranges)
        for delegate in mentions.tableDelegates where ranges.contains(where: { $0.contains(delegate.targetStart) }) {
            if delegate.isSelf { makesItselfTableDelegate = true } else { delegatesTableElsewhere = true }
        }
    }
}
