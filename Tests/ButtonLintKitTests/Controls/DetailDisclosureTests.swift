import Testing
@testable import ButtonLintKit

/// `detail-disclosure` on table view controllers as apps write them: the accessory is a finding
/// only where this file shows the type is the table's delegate and nothing handles the tap.
@Suite struct DetailDisclosureTests {
    private let rule = "detail-disclosure"

    @Test func tableViewControllerWithoutAccessoryHandler() {
        expectFindings(rule, in: """
        import UIKit
        final class ContactListViewController: UITableViewController {
            private var people: [Person] = []
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
                cell.accessoryType = ↓.detailDisclosureButton
                cell.editingAccessoryType = ↓.detailButton
                return cell
            }
            override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                show(people[indexPath.row])
            }
        }
        """)
    }

    @Test func onlyTheTypeWithoutAHandlerIsReported() {
        expectFindings(rule, in: """
        import UIKit
        final class AllViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = ↓.detailButton
                return cell
            }
        }
        final class StarredViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
            override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
        }
        """)
    }

    @Test func viewControllerThatIsItsTablesDelegateInAnExtension() {
        expectFindings(rule, in: """
        import UIKit
        final class DevicesViewController: UIViewController {
            private let tableView = UITableView(frame: .zero, style: .insetGrouped)
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.dataSource = self
                tableView.delegate = self
            }
        }
        extension DevicesViewController: UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
                cell.accessoryType = ↓UITableViewCell.AccessoryType.detailButton
                return cell
            }
        }
        """)
    }

    @Test func diffableDataSourceInAControllerThatIsTheDelegate() {
        expectFindings(rule, in: """
        import UIKit
        final class InboxViewController: UIViewController, UITableViewDelegate {
            private let tableView = UITableView()
            private lazy var dataSource = UITableViewDiffableDataSource<Int, Message>(tableView: tableView) { tableView, indexPath, message in
                let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
                cell.accessoryType = message.hasDetails ? ↓.detailDisclosureButton : .none
                return cell
            }
        }
        """)
    }

    @Test func handlerMayBeElsewhere() {
        // Only extended here; a base class from another file; the delegate is another object;
        // the accessory is set by a cell; a reactive handler; a library's accessory with a payload.
        expectFindings(rule, in: """
        import UIKit
        extension ContactListViewController {
            func style(_ cell: UITableViewCell) { cell.accessoryType = .detailDisclosureButton }
        }
        final class PeopleViewController: BaseTableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = super.tableView(tableView, cellForRowAt: indexPath)
                cell.accessoryType = .detailButton
                return cell
            }
        }
        final class NotesViewController: UIViewController, UITableViewDataSource {
            private let tableView = UITableView()
            private let tableDelegate = NotesTableDelegate()
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.delegate = tableDelegate
            }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
        }
        final class PersonCell: UITableViewCell {
            func configure(with person: Person) { self.accessoryType = .detailButton }
        }
        final class RxContactsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
            func bind() {
                tableView.rx.itemAccessoryButtonTapped.subscribe(onNext: { [weak self] indexPath in self?.open(indexPath) })
            }
        }
        let row = Row(text: "Wi-Fi", accessoryType: .detailButton({ showWiFi() }))
        """)
    }

    @Test func dataSourcesAndControllersWithoutVisibleConformanceAreSilent() {
        // The delegate of a data-source object is someone else; a controller that implements
        // table methods without declaring the conformance here declares it (and perhaps the
        // handler) in another file or a storyboard.
        expectFindings(rule, in: """
        import UIKit
        final class ContactsDataSource: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
        }
        final class StoryboardListViewController: UIViewController {
            @IBOutlet private weak var tableView: UITableView!
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
        }
        final class DelegateObject: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = ↓.detailButton
                return cell
            }
        }
        """)
    }

    @Test func baseClassDeclaredInTheSameFile() {
        expectFindings(rule, in: """
        import UIKit
        class ListViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
                showInfo(at: indexPath)
            }
        }
        final class TagsViewController: ListViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
        }
        class PlainListViewController: UITableViewController {}
        final class LabelsViewController: PlainListViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = ↓.detailButton
                return cell
            }
        }
        """)
    }

    @Test func detailDisclosureButtonsWithAndWithoutAnAction() {
        expectFindings(rule, in: """
        import UIKit
        final class GroupsViewController: UITableViewController {
            private let helpButton = UIButton(type: .detailDisclosure)
            private let aboutButton = ↓UIButton(type: .detailDisclosure)
            override func viewDidLoad() {
                super.viewDidLoad()
                helpButton.addTarget(self, action: #selector(showHelp), for: .touchUpInside)
                helpButton.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(helpButton)
                aboutButton.tintColor = .systemGray
                navigationItem.rightBarButtonItem = UIBarButtonItem(customView: aboutButton)
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                let info = UIButton(type: .detailDisclosure)
                info.tag = indexPath.row
                info.addAction(UIAction { [weak self] _ in self?.showGroup(at: indexPath) }, for: .touchUpInside)
                cell.accessoryView = info
                let legend = ↓UIButton(type: .detailDisclosure)
                legend.sizeToFit()
                NSLayoutConstraint.activate([legend.widthAnchor.constraint(equalToConstant: 24)])
                cell.contentView.addSubview(legend)
                cell.editingAccessoryView = ↓UIButton(type: .detailDisclosure)
                return cell
            }
        }
        """)
    }

    @Test func buttonsTheAnalysisCannotFollowAreSilent() {
        expectFindings(rule, in: """
        import UIKit
        final class ServersViewController: UIViewController {
            let sharedInfoButton = UIButton(type: .detailDisclosure)
            private lazy var statusButton: UIButton = {
                let button = UIButton(type: .detailDisclosure)
                return button
            }()
            func makeInfoButton() -> UIButton {
                let info = UIButton(type: .detailDisclosure)
                decorate(info)
                return info
            }
            func install(in cell: UITableViewCell) {
                cell.accessoryView = makeActionable(UIButton(type: .detailDisclosure))
                let menuButton = UIButton(type: .detailDisclosure)
                menuButton.menu = UIMenu(children: [])
                menuButton.showsMenuAsPrimaryAction = true
                cell.accessoryView = menuButton
            }
        }
        """)
    }

    @Test func topLevelScriptCode() {
        expectFindings(rule, in: """
        import UIKit
        import PlaygroundSupport
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let info = ↓UIButton(type: .detailDisclosure)
        cell.accessoryView = info
        let help = UIButton(type: .detailDisclosure)
        help.addTarget(helper, action: #selector(Helper.show), for: .touchUpInside)
        PlaygroundPage.current.liveView = cell
        """)
    }

    @Test func needsUIKit() {
        expectFindings(rule, in: """
        import SwiftUI
        final class Legacy: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell()
                cell.accessoryType = .detailButton
                return cell
            }
        }
        """)
    }

    @Test func disclosureIndicatorAndOtherAccessoriesAreFine() {
        expectFindings(rule, in: """
        import UIKit
        final class SettingsViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
                cell.accessoryType = indexPath.row == 0 ? .checkmark : .disclosureIndicator
                let close = UIButton(type: .close)
                cell.accessoryView = close
                return cell
            }
        }
        """)
    }
}
