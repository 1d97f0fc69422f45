//
//  ComposeViewController.swift
//  Murmur
//
//  Writing a post: text view, attachment menu, audience picker and draft handling.
//

import UIKit
import PhotosUI

protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewController(_ controller: ComposeViewController, didPost text: String, attachments: [UIImage])
    func composeViewControllerDidCancel(_ controller: ComposeViewController)
}

final class ComposeViewController: UIViewController, UITextViewDelegate, PHPickerViewControllerDelegate {

    // MARK: Constants

    private enum Limits {
        static let maxCharacters = 500
        static let maxAttachments = 4
    }

    private enum Audience: String, CaseIterable {
        case everyone = "Everyone"
        case followers = "Followers"
        case mentioned = "Mentioned People"
    }

    // MARK: State

    weak var delegate: ComposeViewControllerDelegate?
    private let textView = UITextView()
    private let counterLabel = UILabel()
    private let placeholderLabel = UILabel()
    private let audienceButton = UIButton(type: .system)
    private var attachments: [UIImage] = []
    private var audience: Audience = .everyone
    private var draftKey = "compose.draft.v2"
    private lazy var postItem = UIBarButtonItem(title: "Post", style: .done, target: self, action: #selector(post))

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "New Post"
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancelTapped(_:)))
        navigationItem.rightBarButtonItems = [
            postItem,
            UIBarButtonItem(title: "Drafts", style: .plain, target: self, action: #selector(showDrafts)), // expect: title-verb
        ]
        postItem.isEnabled = false

        textView.delegate = self
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.text = UserDefaults.standard.string(forKey: draftKey) ?? ""
        textView.accessibilityLabel = "post text"
        placeholderLabel.text = "What's happening?"
        placeholderLabel.textColor = .placeholderText
        counterLabel.font = .monospacedDigitSystemFont(ofSize: 13, weight: .regular)

        var audienceConfig = UIButton.Configuration.bordered()
        audienceConfig.title = "Choose Audience"
        audienceConfig.image = UIImage(systemName: "globe")
        audienceButton.configuration = audienceConfig
        audienceButton.menu = audienceMenu()
        audienceButton.showsMenuAsPrimaryAction = true

        configureAccessoryToolbar()
        layout()
        updateCounter()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    private func layout() {
        [textView, counterLabel, placeholderLabel, audienceButton].forEach {
            $0.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview($0)
        }
        NSLayoutConstraint.activate([
            audienceButton.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 8),
            audienceButton.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.topAnchor.constraint(equalTo: audienceButton.bottomAnchor, constant: 8),
            textView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            textView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            textView.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -24),
            counterLabel.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            counterLabel.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -4),
            placeholderLabel.topAnchor.constraint(equalTo: textView.topAnchor, constant: 8),
            placeholderLabel.leadingAnchor.constraint(equalTo: textView.leadingAnchor, constant: 5),
        ])
    }

    // MARK: Accessory toolbar

    private func configureAccessoryToolbar() {
        let toolbar = UIToolbar()
        toolbar.items = [
            UIBarButtonItem(title: "Add Photo", image: UIImage(systemName: "photo"), target: self, action: #selector(addPhoto)),
            UIBarButtonItem(title: "Location", style: .plain, target: self, action: #selector(addPoll)), // expect: title-verb
            UIBarButtonItem(title: "Add content warning", style: .plain, target: self, action: #selector(addWarning)), // expect: title-case
            .flexibleSpace(),
            UIBarButtonItem(title: "Hide Keyboard", style: .plain, target: textView, action: #selector(UIResponder.resignFirstResponder)),
        ]
        toolbar.sizeToFit()
        textView.inputAccessoryView = toolbar
    }

    private func audienceMenu() -> UIMenu {
        UIMenu(title: "Who can reply?", children: [
            UIAction(title: "Everyone", image: UIImage(systemName: "globe")) { [weak self] _ in self?.setAudience(.everyone) },
            UIAction(title: "Followers Only") { [weak self] _ in self?.setAudience(.followers) },
            UIAction(title: "Limit to Mentioned People") { [weak self] _ in self?.setAudience(.mentioned) },
            UIAction(title: "Limit replies to people you follow") { _ in }, // expect: title-case
        ])
    }

    private func setAudience(_ newValue: Audience) {
        audience = newValue
        audienceButton.configuration?.title = newValue.rawValue
    }

    // MARK: Text view

    func textViewDidChange(_ textView: UITextView) {
        updateCounter()
        UserDefaults.standard.set(textView.text, forKey: draftKey)
    }

    private func updateCounter() {
        let remaining = Limits.maxCharacters - textView.text.count
        counterLabel.text = "\(remaining)"
        counterLabel.textColor = remaining < 0 ? .systemRed : .secondaryLabel
        placeholderLabel.isHidden = !textView.text.isEmpty
        postItem.isEnabled = remaining >= 0 && !textView.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    // MARK: Actions

    @objc private func cancelTapped(_ sender: UIBarButtonItem) {
        guard !textView.text.isEmpty || !attachments.isEmpty else {
            delegate?.composeViewControllerDidCancel(self)
            return
        }
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete Draft", style: .destructive) { [weak self] _ in
            guard let self else { return }
            UserDefaults.standard.removeObject(forKey: self.draftKey)
            self.delegate?.composeViewControllerDidCancel(self)
        })
        sheet.addAction(UIAlertAction(title: "Save Draft", style: .default) { [weak self] _ in
            guard let self else { return }
            self.delegate?.composeViewControllerDidCancel(self)
        })
        sheet.addAction(UIAlertAction(title: "Keep Editing", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = sender
        present(sheet, animated: true)
    }

    @objc private func post() {
        let text = textView.text ?? ""
        guard text.count <= Limits.maxCharacters else { return }
        if attachments.isEmpty && text.contains("http") == false && text.count < 3 {
            let alert = UIAlertController(title: "Post this?", message: "your post is very short.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Edit", style: .cancel))
            alert.addAction(UIAlertAction(title: "post anyway", style: .default) { [weak self] _ in // expect: title-case
                self?.finishPosting(text)
            })
            present(alert, animated: true)
            return
        }
        finishPosting(text)
    }

    private func finishPosting(_ text: String) {
        UserDefaults.standard.removeObject(forKey: draftKey)
        delegate?.composeViewController(self, didPost: text, attachments: attachments)
    }

    @objc private func showDrafts() {
        print("drafts: \(UserDefaults.standard.dictionaryRepresentation().keys.filter { $0.hasPrefix("compose.draft") })")
    }

    @objc private func addPhoto() {
        guard attachments.count < Limits.maxAttachments else {
            let alert = UIAlertController(title: "Too many photos",
                                          message: String(format: "you can attach up to %d photos.", Limits.maxAttachments),
                                          preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            alert.addAction(UIAlertAction(title: String(format: NSLocalizedString("remove %d photos", comment: "remove attachments"), attachments.count),
                                          style: .destructive) { [weak self] _ in
                self?.attachments.removeAll()
            })
            present(alert, animated: true)
            return
        }
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = Limits.maxAttachments - attachments.count
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        present(picker, animated: true)
    }

    @objc private func addPoll() {}
    @objc private func addWarning() {}

    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
            result.itemProvider.loadObject(ofClass: UIImage.self) { [weak self] object, error in
                guard let image = object as? UIImage else {
                    print("could not load image: \(String(describing: error))")
                    return
                }
                DispatchQueue.main.async { self?.attachments.append(image) }
            }
        }
    }
}
