/// An Add Contact button is a shortcut, never the only way to enter contact information.
struct ContactAddKeyboardRule: Rule {
    static let description = RuleDescription(
        id: "contact-add-keyboard",
        name: "Contact Add Keyboard",
        summary: "An Add Contact button with no keyboard entry for the same data.",
        rationale: """
        Apple's Human Interface Guidelines: an Add Contact button lets people choose an existing \
        contact to fill in information; it is a shortcut, and people must also be able to use \
        the keyboard to enter the information. A screen with `UIButton(type: .contactAdd)` and \
        no `UITextField`, `UITextView`, `UISearchBar` (SwiftUI: `TextField`, `SecureField`, \
        `TextEditor`) forces people to have the person in their contacts. The rule checks view \
        controllers declared in the file (with the base classes and custom views the file \
        declares) and top-level scripts; it stays silent for views, cells and extensions, whose \
        screen may hold the field in another file, for screens that embed a custom view or \
        controller from another file, and for any name that looks like text entry \
        (`phoneField`, `inputView`).
        """,
        defaultSeverity: .warning,
        triggeringExamples: [
            """
            import UIKit
            final class EmergencyContactViewController: UIViewController {
                private let nameLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let choose = ↓UIButton(type: .contactAdd)
                    choose.addTarget(self, action: #selector(chooseContact), for: .touchUpInside)
                    view.addSubview(choose)
                }
            }
            """,
            """
            import UIKit
            let container = UIView(frame: .zero)
            let pick = ↓UIButton(type: .contactAdd)
            container.addSubview(pick)
            """,
            """
            import UIKit
            class RecipientsViewController: UITableViewController {
                private lazy var addButton = ↓UIButton(type: UIButton.ButtonType.contactAdd)
            }
            """,
        ],
        nonTriggeringExamples: [
            """
            import UIKit
            final class InviteViewController: UIViewController {
                private let phone = UITextField()
                private let addContact = UIButton(type: .contactAdd)
            }
            """,
            """
            import UIKit
            final class SplitBillViewController: UIViewController {
                private let searchBar = UISearchBar()
                private lazy var addPerson = UIButton(type: .contactAdd)
            }
            """,
            """
            import UIKit
            final class GiftViewController: UIViewController {
                private let recipient = UIButton(type: .contactAdd)
            }
            extension GiftViewController {
                func makeAddressView() -> UITextView { UITextView() }
            }
            """,
            """
            import UIKit
            final class RecipientCell: UITableViewCell {
                let addButton = UIButton(type: .contactAdd)
            }
            """,
            """
            import UIKit
            extension ComposeViewController {
                func makeRecipientButton() -> UIButton { UIButton(type: .contactAdd) }
            }
            """,
            """
            import UIKit
            final class TransferViewController: BaseFormViewController {
                private let payee = UIButton(type: .contactAdd)
            }
            """,
            """
            import UIKit
            let field = UITextField()
            field.rightView = UIButton(type: .contactAdd)
            """,
            """
            import UIKit
            let add = UIButton(type: .system)
            """,
        ]
    )

    init(configuration: Configuration) {}

    func violations(in file: AnalyzedFile) -> [Violation] {
        let controls = file.controls
        guard let types = controls.types else { return [] }
        return controls.systemButtons.compactMap { button in
            guard button.buttonType == types.names.contactAddButton,
                  let screen = screenCode(of: button, controls: controls, types: types),
                  let parts = screenParts(screen, types: types),
                  !parts.contains(where: \.holdsTextEntry)
            else { return nil }
            return Violation(range: button.range,
                             message: "Add Contact button with no text field on its screen; let people also "
                                + "type the contact information (a UITextField or TextField)")
        }
    }

    /// The code of the screen a button is on: a view controller this file declares (with the base
    /// classes it declares, down to a UIKit controller), or the whole file for a script's top-level
    /// code. Nil when the screen may have parts elsewhere (a global helper function in a file
    /// without top-level statements builds a button for a screen declared anywhere).
    private func screenCode(of button: SystemButton, controls: FileControls, types: DeclaredTypes) -> [CodeFacts]? {
        guard let type = types.enclosingType(of: button.scope) else {
            return controls.hasTopLevelStatements ? [controls.fileCode] : nil
        }
        guard type.declaration != nil, type.keyword == "class" else { return nil }
        let lineage = types.classLineage(of: type)
        guard let superclass = lineage.externalSuperclass, types.names.isPlatformType(superclass),
              superclass.hasSuffix(types.names.screenControllerSuffix)
        else { return nil }
        return lineage.groups.map(\.code)
    }

    /// A screen's code with the code of the custom components it uses that this file declares
    /// (`RecipientHeaderView`), so a field inside them counts. Nil when the screen uses a custom
    /// component declared elsewhere: what it holds is unknown.
    private func screenParts(_ screen: [CodeFacts], types: DeclaredTypes) -> [CodeFacts]? {
        var parts = screen
        var seen = Set<String>()
        var next = 0
        while next < parts.count {
            for name in parts[next].components where !seen.contains(name) {
                seen.insert(name)
                guard let component = types.declaredGroup(named: name) else { return nil }
                parts.append(component.code)
            }
            next += 1
        }
        return parts
    }
}
