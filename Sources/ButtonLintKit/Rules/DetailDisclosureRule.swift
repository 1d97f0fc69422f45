/// SPEC 1.7: a Detail Disclosure button must have an action of its own.
public struct DetailDisclosureRule: Rule {
    public static let description = RuleDescription(
        id: "detail-disclosure",
        name: "Detail Disclosure",
        summary: "A Detail Disclosure button with no separate action of its own.",
        rationale: """
        Apple's Human Interface Guidelines: a Detail Disclosure button reveals more about a \
        specific item, and in a list row it does so as an action separate from selecting the \
        row. A detail accessory whose tap nothing handles (no \
        `tableView(_:accessoryButtonTappedForRowWith:)`, no target or action on the button) \
        looks tappable and does nothing, or does what selecting the row does: the row should use \
        a disclosure indicator (`.disclosureIndicator`) instead. The rule stays silent when the \
        handler may live elsewhere: a type that is only extended in this file, a base class from \
        another file, a type not visibly its table's delegate (a cell, a data source), a table \
        whose delegate is another object, a button passed to code the analysis cannot follow.
        """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            import UIKit
            final class ContactsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "contact", for: indexPath)
                    cell.accessoryType = ↓.detailDisclosureButton
                    return cell
                }
            }
            """,
            """
            import UIKit
            final class RecentsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.accessoryType = indexPath.section == 0 ? ↓.detailButton : .none
                    return cell
                }
            }
            """,
            """
            import UIKit
            final class BlockedViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    cell.accessoryView = ↓UIButton(type: .detailDisclosure)
                    return cell
                }
            }
            """,
            """
            import UIKit
            final class ServersViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let info = ↓UIButton(type: .detailDisclosure)
                    info.tag = indexPath.row
                    cell.accessoryView = info
                    return cell
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            final class FavoritesViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "favorite", for: indexPath)
                    cell.accessoryType = .detailButton
                    return cell
                }
                override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                    showDetails(for: indexPath)
                }
            }
            """,
            """
            import UIKit
            final class RecentsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "call", for: indexPath)
                    cell.accessoryType = .detailButton
                    return cell
                }
            }
            extension RecentsViewController {
                override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
            }
            """,
            """
            import UIKit
            final class GroupsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                    let info = UIButton(type: .detailDisclosure)
                    info.addTarget(self, action: #selector(showGroup(_:)), for: .touchUpInside)
                    cell.accessoryView = info
                    return cell
                }
            }
            """,
            """
            import UIKit
            let info = UIButton(type: .detailDisclosure, primaryAction: UIAction { _ in showHelp() })
            """,
            """
            import UIKit
            extension ContactsViewController {
                func configure(_ cell: UITableViewCell) { cell.accessoryType = .detailDisclosureButton }
            }
            """,
            """
            import UIKit
            final class PeopleViewController: BaseListViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = super.tableView(tableView, cellForRowAt: indexPath)
                    cell.accessoryType = .detailButton
                    return cell
                }
            }
            """,
            """
            import UIKit
            final class PersonCell: UITableViewCell {
                func configure(with person: Person) { self.accessoryType = .detailButton }
            }
            """,
            """
            import UIKit
            final class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                    cell.accessoryType = .disclosureIndicator
                    return cell
                }
            }
            """,
        ]
    )

    public init(configuration: Configuration) {}

    /// Names (compared in lowercase) whose presence in a type means it handles accessory taps:
    /// `tableView(_:accessoryButtonTappedForRowWith:)`, RxCocoa's `itemAccessoryButtonTapped`,
    /// a list cell's `UICellAccessory.detail(actionHandler:)`.
    private static let tapHandlerFragments = ["accessorybuttontapped", "actionhandler"]

    public func violations(in file: AnalyzedFile) -> [Violation] {
        guard file.frameworks.contains(.uiKit) else { return [] }
        let tokens = ControlTokens(tree: file.tree)
        let accessories = CellAccessory.find(in: tokens)
        let buttons = SystemButton.find(in: tokens, types: ["detailDisclosure"])
        guard !accessories.isEmpty || !buttons.isEmpty else { return [] }
        let types = DeclaredTypes(tokens: tokens)
        var violations: [Violation] = []
        for accessory in accessories where isUnhandled(accessory, tokens: tokens, types: types) {
            violations.append(Violation(
                range: tokens.byteRange(accessory.startToken, through: accessory.nameToken),
                message: "Detail accessory '.\(tokens.text(accessory.nameToken))' has no action of its own; "
                    + "implement tableView(_:accessoryButtonTappedForRowWith:), or use .disclosureIndicator"))
        }
        for button in buttons where isUnhandled(button, tokens: tokens, types: types) {
            violations.append(Violation(
                range: button.range(in: tokens),
                message: "Detail Disclosure button has no action of its own; give it a target or a primary "
                    + "action, or use a disclosure indicator"))
        }
        return violations
    }

    /// A cell accessory's tap reaches the table view's delegate. Only a type that is visibly that
    /// delegate, declared in this file from platform classes, and handing the delegate to no one
    /// else, can show that nothing handles it.
    private func isUnhandled(_ accessory: CellAccessory, tokens: ControlTokens, types: DeclaredTypes) -> Bool {
        guard let type = types.enclosingType(of: accessory.scope), type.declaration != nil else { return false }
        let lineage = types.classLineage(of: type)
        if let superclass = lineage.externalSuperclass, !DeclaredTypes.isPlatformType(superclass) { return false }
        let bodies = types.bodies(of: lineage.groups)
        guard isTableDelegate(lineage.groups, bodies: bodies, tokens: tokens),
              !delegatesTableElsewhere(bodies, tokens: tokens)
        else { return false }
        return !tokens.mentions(anyOf: Self.tapHandlerFragments, in: bodies)
    }

    /// A button's own tap needs a target or action; a type that implements the accessory handler
    /// anyway is taken to route the tap there.
    private func isUnhandled(_ button: SystemButton, tokens: ControlTokens, types: DeclaredTypes) -> Bool {
        let bodies: [Range<Int>]
        if let type = types.enclosingType(of: tokens.tree.calls[button.call].scope) {
            guard type.declaration != nil else { return false }
            bodies = types.bodies(of: types.classLineage(of: type).groups)
        } else {
            bodies = [tokens.tree.scopes[0].body]
        }
        guard !tokens.mentions(anyOf: Self.tapHandlerFragments, in: bodies) else { return false }
        return ButtonActions.evidence(for: button, tokens: tokens, types: types) == .none
    }

    /// The type is its table's delegate: a `UITableViewController` (its own delegate unless the
    /// code hands the role on), a declared `UITableViewDelegate`, or `tableView.delegate = self`.
    /// A type that only implements `tableView(…)` methods declares its conformance elsewhere (in
    /// another file, with the handler perhaps) or is only the data source: silent.
    private func isTableDelegate(_ groups: [DeclaredTypes.TypeGroup], bodies: [Range<Int>],
                                 tokens: ControlTokens) -> Bool {
        let inherited = groups.flatMap(\.allInheritance).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        if inherited.contains("UITableViewController") || inherited.contains("UITableViewDelegate") { return true }
        return tokens.tree.assignments.contains { assignment in
            isTableDelegateAssignment(assignment) && isSelf(assignment.value, tokens: tokens)
                && bodies.contains { $0.contains(assignment.targetStart) }
        }
    }

    /// `tableView.delegate = coordinator`: the accessory's tap goes to another object.
    private func delegatesTableElsewhere(_ bodies: [Range<Int>], tokens: ControlTokens) -> Bool {
        tokens.tree.assignments.contains { assignment in
            isTableDelegateAssignment(assignment) && !isSelf(assignment.value, tokens: tokens)
                && bodies.contains { $0.contains(assignment.targetStart) }
        }
    }

    /// `tableView.delegate = …`, `self.contactsTable.delegate = …`.
    private func isTableDelegateAssignment(_ assignment: MemberAssignment) -> Bool {
        assignment.target.last == "delegate" && assignment.target.dropLast().contains { $0.lowercased().contains("table") }
    }

    private func isSelf(_ value: Range<Int>, tokens: ControlTokens) -> Bool {
        value.count == 1 && tokens.isIdentifier(value.lowerBound, "self")
    }
}
