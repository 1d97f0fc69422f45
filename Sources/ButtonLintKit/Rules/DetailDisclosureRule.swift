/// A Detail Disclosure button has an action of its own, separate from selecting its row.
struct DetailDisclosureRule: Rule {
    static let description = RuleDescription(
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

    init(configuration: Configuration) {}

    func violations(in file: AnalyzedFile) -> [Violation] {
        let controls = file.controls
        guard let types = controls.types else { return [] }
        let accessories = controls.cellAccessories.filter { isUnhandled($0, types: types) }.map { accessory in
            Violation(range: accessory.range,
                      message: "Detail accessory '.\(accessory.name)' has no action of its own; "
                        + "implement tableView(_:accessoryButtonTappedForRowWith:), or use .disclosureIndicator")
        }
        let buttons = controls.systemButtons.filter { isUnhandled($0, controls: controls, types: types) }.map { button in
            Violation(range: button.range,
                      message: "Detail Disclosure button has no action of its own; give it a target or a primary "
                        + "action, or use a disclosure indicator")
        }
        return accessories + buttons
    }

    /// A cell accessory's tap reaches the table view's delegate. Only a type that is visibly that
    /// delegate, declared in this file from platform classes, and handing the delegate to no one
    /// else, can show that nothing handles it.
    private func isUnhandled(_ accessory: CellAccessory, types: DeclaredTypes) -> Bool {
        guard let type = types.enclosingType(of: accessory.scope), type.declaration != nil else { return false }
        let lineage = types.classLineage(of: type)
        if let superclass = lineage.externalSuperclass, !types.names.isPlatformType(superclass) { return false }
        let code = lineage.groups.map(\.code)
        guard isTableDelegate(lineage.groups, names: types.names), !code.contains(where: \.delegatesTableElsewhere)
        else { return false }
        return !code.contains(where: \.handlesAccessoryTaps)
    }

    /// A button's own tap needs a target or action; a type that implements the accessory handler
    /// anyway is taken to route the tap there.
    private func isUnhandled(_ button: SystemButton, controls: FileControls, types: DeclaredTypes) -> Bool {
        guard button.buttonType == types.names.detailDisclosureButton else { return false }
        if let type = types.enclosingType(of: button.scope) {
            guard type.declaration != nil,
                  !types.classLineage(of: type).groups.contains(where: \.code.handlesAccessoryTaps)
            else { return false }
        } else if controls.fileCode.handlesAccessoryTaps {
            return false
        }
        return button.actions == .none
    }

    /// The type is its table's delegate: a `UITableViewController` (its own delegate unless the
    /// code hands the role on), a declared `UITableViewDelegate`, or `tableView.delegate = self`.
    /// A type that only implements `tableView(…)` methods declares its conformance elsewhere (in
    /// another file, with the handler perhaps) or is only the data source: silent.
    private func isTableDelegate(_ groups: [DeclaredTypes.TypeGroup], names: ControlNames) -> Bool {
        let inherited = groups.flatMap(\.allInheritance).map { $0.split(separator: ".").last.map(String.init) ?? $0 }
        if inherited.contains(where: names.tableDelegateTypes.contains) { return true }
        return groups.contains(where: \.code.makesItselfTableDelegate)
    }
}
