/// An action sheet, alert or dialog drawn on the `html` page as people see it: its buttons
/// stacked in the order shown, destructive ones red, Cancel apart at the bottom, the popover
/// anchor of a UIKit action sheet noted, and the findings on its lines beside it.
enum HTMLSheetDrawing {
    static func row(_ sheet: SheetSummary, path: String, number: Int, findings: [Finding]) -> String {
        let file = HTMLReporter.text(path)
        // Cancel sits apart at the bottom; every other action keeps its place.
        let main = sheet.actions.filter { $0.role != .cancel }
        let cancels = sheet.actions.filter { $0.role == .cancel }
        var output = "<tr class=\"sheet\" id=\"sheet-\(number)\" data-file=\"\(file)\" data-kind=\"\(sheet.kind.rawValue)\">"
            + "<td colspan=\"7\"><div class=\"sheet-card\">"
            + "<p class=\"sheet-caption\"><span class=\"file\">\(file)</span>:\(sheet.line):\(sheet.column) · "
            + "\(HTMLReporter.text(builderName(sheet.builder))), \(kindName(sheet.kind))</p>"
            + "<div class=\"sheet-view\"><div class=\"device kind-\(sheet.kind.rawValue)\">"
        output += "<div class=\"sheet-group\">" + main.map { action($0, findings: findings) }.joined() + "</div>"
        if !cancels.isEmpty {
            output += "<div class=\"sheet-group cancel-group\">" + cancels.map { action($0, findings: findings) }.joined() + "</div>"
        }
        output += "</div><div class=\"sheet-notes\">"
        if let anchor = sheet.popoverAnchor {
            output += "<p class=\"anchor anchor-\(anchor.rawValue)\">\(anchorNote(anchor))</p>"
        }
        if !sheet.isComplete {
            output += "<p class=\"partial\">Some actions are added where the analysis cannot follow (a loop, a parameter); "
                + "they are not drawn.</p>"
        }
        if sheet.actions.contains(where: \.isConditional) {
            output += "<p class=\"conditional-note\">Dashed buttons are added only on some paths.</p>"
        }
        if findings.isEmpty {
            output += "<p class=\"sheet-clean\">No findings.</p>"
        } else {
            output += "<ul class=\"sheet-findings\">" + findings.map { finding in
                let rule = HTMLReporter.text(finding.ruleID)
                return "<li><span class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</span> "
                    + "<a href=\"#rule-\(rule)\">\(rule)</a> line \(finding.start.line): \(HTMLReporter.text(finding.message))</li>"
            }.joined() + "</ul>"
        }
        return output + "</div></div></div></td></tr>\n"
    }

    private static func action(_ action: SheetSummary.Action, findings: [Finding]) -> String {
        var classes = "action role-\(action.role.rawValue)"
        if action.isConditional { classes += " conditional" }
        let flagged = findings.contains { $0.start.line == action.line && $0.start.column == action.column }
        if flagged { classes += " flagged" }
        let title = action.title.map(HTMLReporter.text) ?? "<i>untitled</i>"
        return "<div class=\"\(classes)\" data-role=\"\(action.role.rawValue)\" data-line=\"\(action.line)\" "
            + "data-column=\"\(action.column)\">\(title)</div>"
    }

    static func builderName(_ builder: SheetBuilder) -> String {
        switch builder {
        case .uiAlertController: "UIAlertController"
        case .confirmationDialog: "confirmationDialog"
        case .legacyActionSheet: "ActionSheet"
        case .swiftUIAlert: ".alert"
        case .legacyAlert: "Alert"
        case .adwaitaAlertDialog: ".alertDialog"
        case .swiftAdwaitaAlertDialog: "AlertDialog"
        case .contextMenu: ".contextMenu"
        case .menu: "Menu"
        case .swipeActions: ".swipeActions"
        case .uiMenu: "UIMenu"
        case .uiContextualAction: "UIContextualAction"
        case .gtkDialog: "Dialog"
        case .gtkMessageDialog: "MessageDialog"
        case .swiftCrossUIAlert: ".alert"
        case .swiftCrossUIMenu: "Menu"
        case .commandMenu: "CommandMenu"
        case .alertScene: "AlertScene"
        case .presentAlert: "presentAlert"
        }
    }

    static func kindName(_ kind: SheetKind) -> String {
        switch kind {
        case .actionSheet: "action sheet"
        case .alert: "alert"
        case .alertOrSheet: "alert or action sheet (its style is not a literal)"
        case .menu: "menu"
        case .swipeActions: "swipe actions"
        }
    }

    static func anchorNote(_ anchor: SheetSummary.PopoverAnchor) -> String {
        switch anchor {
        case .set: "On iPad a popover: its anchor is set where it is built."
        case .setElsewhere: "On iPad a popover: the controller is handed on, so its anchor may be set there."
        case .missing: "On iPad a popover with no anchor: UIKit raises an exception when it is presented."
        case .unknown: "On iPad a popover: where its anchor is set is not seen."
        }
    }
}
