/// An action sheet, alert or dialog as a report draws it: its kind, where it is built, and its
/// actions in the order they are written, each with its title and role. Made in the analysis
/// from a `Sheet`, only for a run whose reporters draw sheets (`LintRequest.listsSheets`), so a
/// reporter reads values and never the syntax they came from.
struct SheetSummary: Sendable, Equatable {
    /// What kind of sheet people see.
    var kind: SheetKind
    /// The API that builds it (`UIAlertController`, `confirmationDialog`, …).
    var builder: SheetBuilder
    /// Where it is built: the builder's name.
    var line: Int
    var column: Int
    /// The last line of the sheet's actions, so findings between `line` and here are its own.
    var lastLine: Int
    var actions: [Action]
    /// False when some action cannot be seen (a loop, a parameter): the drawing is partial.
    var isComplete: Bool
    /// For a UIKit action sheet, what a popover on iPad is anchored to; nil for other sheets.
    var popoverAnchor: PopoverAnchor?

    /// One button of the sheet.
    struct Action: Sendable, Equatable {
        /// The title people read; nil when it cannot be read (`Button(role: .cancel) {}`, a variable).
        var title: String?
        var role: ActionRole
        var line: Int
        var column: Int
        /// Added only on some paths (inside an `if` or a `switch`).
        var isConditional: Bool
    }

    /// Where an iPad shows a UIKit action sheet from.
    enum PopoverAnchor: String, Sendable, Equatable {
        /// Its `sourceView`, `sourceItem` or `barButtonItem` is set where it is built.
        case set
        /// The controller leaves the function, so the anchor may be set elsewhere.
        case setElsewhere
        /// Presented with no anchor: UIKit raises an exception on iPad.
        case missing
        /// Not presented where it is built, nor handed on: nothing can be said.
        case unknown
    }
}

extension SheetSummary {
    /// The summaries of the action sheets, alerts and dialogs among `sheets` (menus and swipe
    /// actions are not drawn), in source order, leaving out those the run does not report
    /// (`isReported` says no to their offset: previews, debug screens).
    static func summaries(of sheets: [Sheet], in source: SourceFile,
                          reporting isReported: (Int) -> Bool = { _ in true }) -> [SheetSummary] {
        sheets
            .filter { sheet in
                sheet.kind != .menu && sheet.kind != .swipeActions && isReported(sheet.anchor.lowerBound)
            }
            .sorted { $0.anchor.lowerBound < $1.anchor.lowerBound }
            .map { SheetSummary($0, in: source) }
    }

    init(_ sheet: Sheet, in source: SourceFile) {
        let start = source.location(of: sheet.anchor.lowerBound)
        let actions = sheet.actions.map { action in
            let place = source.location(of: action.title?.anchor.lowerBound ?? action.location)
            return Action(title: action.title?.displayText, role: action.role, line: place.line, column: place.column,
                          isConditional: action.isConditional)
        }
        var anchor: PopoverAnchor?
        if sheet.behaviour.contains(.throwsWithoutAnchor), sheet.kind != .alert {
            anchor = sheet.isAnchored ? .set : sheet.escapes ? .setElsewhere : sheet.isPresented ? .missing : .unknown
        }
        self.init(kind: sheet.kind, builder: sheet.builder, line: start.line, column: start.column,
                  lastLine: max(start.line, actions.map(\.line).max() ?? start.line), actions: actions,
                  isComplete: sheet.isComplete, popoverAnchor: anchor)
    }
}
