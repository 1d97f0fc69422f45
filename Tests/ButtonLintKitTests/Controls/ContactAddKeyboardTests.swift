import Testing
@testable import ButtonLintKit

/// `contact-add-keyboard` on contact pickers: an Add Contact button is a shortcut next to a
/// field people can type in, never the only way in.
@Suite struct ContactAddKeyboardTests {
    private let rule = "contact-add-keyboard"

    @Test func pickerWithoutAnyTextField() {
        expectFindings(rule, in: """
        import UIKit
        import ContactsUI
        final class EmergencyContactViewController: UIViewController, CNContactPickerDelegate {
            private let nameLabel = UILabel()
            override func viewDidLoad() {
                super.viewDidLoad()
                let chooseButton = ↓UIButton(type: .contactAdd)
                chooseButton.addTarget(self, action: #selector(chooseContact), for: .touchUpInside)
                view.addSubview(UIStackView(arrangedSubviews: [nameLabel, chooseButton]))
            }
            @objc private func chooseContact() {
                let picker = CNContactPickerViewController()
                picker.delegate = self
                present(picker, animated: true)
            }
        }
        """)
    }

    @Test func everyKindOfTextEntryCounts() {
        expectFindings(rule, in: """
        import UIKit
        final class InviteViewController: UIViewController {
            private let phoneField = UITextField()
            private let addContactButton = UIButton(type: .contactAdd)
        }
        final class NoteViewController: UIViewController {
            private let addressView = UITextView()
            private let recipientButton = UIButton(type: .contactAdd)
        }
        final class SplitBillViewController: UITableViewController {
            private let searchController = UISearchController(searchResultsController: nil)
            private lazy var addPersonButton = UIButton(type: .contactAdd)
        }
        final class TransferViewController: UIViewController {
            @IBOutlet private weak var payeeInput: PayeeInputView!
            private let pickPayee = UIButton(type: .contactAdd)
        }
        """)
    }

    @Test func textFieldInAnExtensionOrABaseClassOfThisFile() {
        expectFindings(rule, in: """
        import UIKit
        final class GiftViewController: UIViewController {
            private let recipientButton = UIButton(type: .contactAdd)
        }
        extension GiftViewController: UITextFieldDelegate {
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
        }
        class FormViewController: UIViewController {
            let emailField = UITextField()
        }
        final class ShareViewController: FormViewController {
            private let addRecipient = UIButton(type: .contactAdd)
        }
        class CardViewController: UIViewController {}
        final class CallViewController: CardViewController {
            private let addCallee = ↓UIButton(type: .contactAdd)
        }
        """)
    }

    @Test func customViewsOnTheScreen() {
        // A custom view declared here is read for a field; one declared elsewhere may hold one.
        expectFindings(rule, in: """
        import UIKit
        final class RecipientHeaderView: UIView {
            let addressField = UITextField()
        }
        final class BadgeView: UIView {
            let countLabel = UILabel()
        }
        final class MailViewController: UIViewController {
            private let header = RecipientHeaderView()
            private let add = UIButton(type: .contactAdd)
        }
        final class BadgeViewController: UIViewController {
            private let badge = BadgeView()
            private let add = ↓UIButton(type: .contactAdd)
        }
        final class PaymentViewController: UIViewController {
            private let amount = AmountKeypadView()
            private let payee = UIButton(type: .contactAdd)
        }
        final class WrapperViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(RecipientsPickerViewController())
                view.addSubview(UIButton(type: .contactAdd))
            }
        }
        """)
    }

    @Test func onlyTheScreenWithoutAFieldIsReported() {
        expectFindings(rule, in: """
        import UIKit
        final class ComposeViewController: UIViewController {
            private let toField = UITextField()
            private let addButton = UIButton(type: .contactAdd)
        }
        final class FavoritesPickerViewController: UIViewController {
            private let addButton = ↓UIButton.init(type: .contactAdd)
        }
        """)
    }

    @Test func screenPartsThatMayLiveElsewhereAreSilent() {
        // Views and cells sit on a screen declared elsewhere; extensions, unknown base classes
        // and global helpers may belong to a screen with a field.
        expectFindings(rule, in: """
        import UIKit
        final class RecipientCell: UITableViewCell {
            let addButton = UIButton(type: .contactAdd)
        }
        final class RecipientRowView: UIView {
            private let addButton = UIButton(type: .contactAdd)
        }
        extension MessageViewController {
            func makeAddButton() -> UIButton { UIButton(type: .contactAdd) }
        }
        final class PaymentViewController: BaseFormViewController {
            private let payee = UIButton(type: .contactAdd)
        }
        struct ContactButton: UIViewRepresentable {
            func makeUIView(context: Context) -> UIButton { UIButton(type: .contactAdd) }
            func updateUIView(_ button: UIButton, context: Context) {}
        }
        func makeContactAddButton() -> UIButton {
            UIButton(type: .contactAdd)
        }
        """)
    }

    @Test func topLevelScriptWithoutAField() {
        expectFindings(rule, in: """
        import UIKit
        import PlaygroundSupport
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        let pickButton = ↓UIButton(type: .contactAdd)
        container.addSubview(pickButton)
        PlaygroundPage.current.liveView = container
        """)
    }

    @Test func topLevelScriptWithAField() {
        expectFindings(rule, in: """
        import UIKit
        let container = UIView(frame: .zero)
        let numberField = UITextField(frame: CGRect(x: 16, y: 16, width: 200, height: 32))
        numberField.rightView = UIButton(type: .contactAdd)
        container.addSubview(numberField)
        """)
    }

    @Test func swiftUIScreenWithATextField() {
        expectFindings(rule, in: """
        import SwiftUI
        import UIKit
        final class HostViewController: UIViewController {
            private let add = UIButton(type: .contactAdd)
            private let form = UIHostingController(rootView: TextField("Phone", text: .constant("")))
        }
        """)
    }

    @Test func otherButtonTypesAndNoUIKit() {
        expectFindings(rule, in: """
        import UIKit
        final class AboutViewController: UIViewController {
            private let info = UIButton(type: .infoLight)
            private let add = UIButton(type: .system)
        }
        """)
        expectFindings(rule, in: """
        import Foundation
        final class AboutViewController: UIViewController {
            private let add = UIButton(type: .contactAdd)
        }
        """)
    }
}
