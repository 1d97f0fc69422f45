//
//  ContactPickers.swift
//  Ringside
//
//  Screens that let people pick a contact with an Add Contact (+) button. People must
//  also be able to type the phone number or address, not only pick it.
//

import UIKit
import ContactsUI

// MARK: - Invite: picker and a phone field

final class InviteFriendsViewController: UIViewController, CNContactPickerDelegate {
    private let phoneField = UITextField()
    private let addContactButton = UIButton(type: .contactAdd)
    private let sendButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Invite Friends"
        phoneField.placeholder = "phone number"
        phoneField.keyboardType = .phonePad
        phoneField.textContentType = .telephoneNumber
        phoneField.rightView = addContactButton
        phoneField.rightViewMode = .always
        addContactButton.addTarget(self, action: #selector(pickContact), for: .touchUpInside)
        sendButton.setTitle("Send Invite", for: .normal)
        sendButton.setTitle("Send Invitation", for: .disabled)
        let stack = UIStackView(arrangedSubviews: [phoneField, sendButton])
        stack.axis = .vertical
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
    }

    @objc private func pickContact() {
        let picker = CNContactPickerViewController()
        picker.delegate = self
        picker.displayedPropertyKeys = [CNContactPhoneNumbersKey]
        present(picker, animated: true)
    }

    func contactPicker(_ picker: CNContactPickerViewController, didSelect contactProperty: CNContactProperty) {
        phoneField.text = (contactProperty.value as? CNPhoneNumber)?.stringValue
    }
}

// MARK: - Emergency contact: picking is the only way in

final class EmergencyContactViewController: UIViewController, CNContactPickerDelegate {
    private let nameLabel = UILabel()
    private let numberLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Emergency Contact"
        nameLabel.text = "no emergency contact"
        numberLabel.textColor = .secondaryLabel

        let chooseButton = UIButton(type: .contactAdd) // expect: contact-add-keyboard
        chooseButton.addTarget(self, action: #selector(chooseContact), for: .touchUpInside)

        let removeButton = UIButton(type: .system)
        removeButton.setTitle("Remove Contact", for: .normal)
        removeButton.addTarget(self, action: #selector(removeContact), for: .touchUpInside)

        let callButton = UIButton(type: .system)
        callButton.setTitle("Emergency Call", for: .normal) // expect: title-verb

        let stack = UIStackView(arrangedSubviews: [nameLabel, numberLabel, chooseButton, removeButton, callButton])
        stack.axis = .vertical
        stack.spacing = 8
        stack.frame = view.bounds.insetBy(dx: 20, dy: 120)
        view.addSubview(stack)
    }

    @objc private func chooseContact() {
        let picker = CNContactPickerViewController()
        picker.delegate = self
        present(picker, animated: true)
    }

    @objc private func removeContact() {
        nameLabel.text = "no emergency contact"
        numberLabel.text = nil
    }

    func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact) {
        nameLabel.text = CNContactFormatter.string(from: contact, style: .fullName)
        numberLabel.text = contact.phoneNumbers.first?.value.stringValue
    }
}

// MARK: - Split a bill: picker next to a search bar

final class SplitBillViewController: UIViewController, UISearchBarDelegate {
    private let searchBar = UISearchBar()
    private lazy var addPersonButton = UIButton(type: .contactAdd)
    private var participants: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Split Bill"
        searchBar.placeholder = "name, email or phone"
        searchBar.delegate = self
        addPersonButton.addAction(UIAction(title: "Add Participant") { [weak self] _ in
            self?.present(CNContactPickerViewController(), animated: true)
        }, for: .touchUpInside)
        navigationItem.titleView = searchBar
        navigationItem.rightBarButtonItem = UIBarButtonItem(customView: addPersonButton)
        var config = UIButton.Configuration.filled()
        config.title = "Split evenly" // expect: title-case
        let splitButton = UIButton(configuration: config)
        view.addSubview(splitButton)
    }

    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        guard let text = searchBar.text, !text.isEmpty else { return }
        participants.append(text)
    }
}

// MARK: - Gift message: picker with a text view for the address

final class GiftMessageViewController: UIViewController {
    private let addressView = UITextView()
    private let recipientButton = UIButton(type: .contactAdd)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Send a Gift"
        addressView.font = .preferredFont(forTextStyle: .body)
        addressView.accessibilityLabel = "shipping address"
        recipientButton.accessibilityLabel = "choose recipient from contacts"
        view.addSubview(addressView)
        view.addSubview(recipientButton)
    }
}
