//
//  ProfileViewController.swift
//  Murmur
//
//  A user's profile: header, follow button, stats and an overflow menu.
//

import UIKit
import Combine

// MARK: - View model

final class ProfileViewModel {
    struct Profile {
        var handle: String
        var displayName: String
        var bio: String
        var followers: Int
        var following: Int
        var posts: Int
        var isFollowing: Bool
        var isBlocked: Bool
        var isMe: Bool
    }

    @Published private(set) var profile: Profile
    private var cancellables = Set<AnyCancellable>()

    init(profile: Profile) {
        self.profile = profile
    }

    func toggleFollow() {
        profile.isFollowing.toggle()
        profile.followers += profile.isFollowing ? 1 : -1
        NotificationCenter.default.post(name: .init("MurmurFollowChanged"), object: profile.handle)
    }

    var followButtonTitle: String {
        profile.isFollowing ? "Unfollow" : "Follow"
    }
}

// MARK: - Controller

final class ProfileViewController: UIViewController {
    private let model: ProfileViewModel
    private var cancellables = Set<AnyCancellable>()

    private let avatarView = UIImageView()
    private let nameLabel = UILabel()
    private let handleLabel = UILabel()
    private let bioLabel = UILabel()
    private let statsStack = UIStackView()
    private let followButton = UIButton(type: .system)
    private let messageButton = UIButton(type: .system)
    private let editButton = UIButton(type: .system)
    private let shareButton = UIButton(type: .system)
    private lazy var moreItem = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: overflowMenu())

    init(model: ProfileViewModel) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    // MARK: Lifecycle

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.title = "Profile"
        navigationItem.rightBarButtonItem = moreItem
        navigationItem.backButtonTitle = "Back"

        configureHeader()
        configureButtons()
        layout()

        model.$profile
            .receive(on: DispatchQueue.main)
            .sink { [weak self] profile in self?.render(profile) }
            .store(in: &cancellables)
    }

    private func configureHeader() {
        avatarView.layer.cornerRadius = 40
        avatarView.clipsToBounds = true
        avatarView.accessibilityLabel = "profile photo"
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        handleLabel.textColor = .secondaryLabel
        bioLabel.numberOfLines = 0
        statsStack.axis = .horizontal
        statsStack.distribution = .fillEqually
    }

    private func configureButtons() {
        var followConfig = UIButton.Configuration.filled()
        followConfig.title = "follow" // expect: title-case
        followConfig.cornerStyle = .capsule
        followConfig.image = UIImage(systemName: "person.badge.plus")
        followConfig.imagePadding = 6
        followButton.configuration = followConfig
        followButton.addTarget(self, action: #selector(followTapped), for: .touchUpInside)

        var config = UIButton.Configuration.tinted()
        config.title = "Following" // expect: title-verb
        config.subtitle = "since march 2021"
        config.cornerStyle = .capsule

        var messageConfig = UIButton.Configuration.gray()
        messageConfig.title = "Send a Message"
        messageConfig.attributedTitle = AttributedString("Send a Message")
        messageButton.configuration = messageConfig

        var configuration = UIButton.Configuration.plain()
        configuration.title = "Edit Your Profile Details and Photo" // expect: title-length
        editButton.configuration = configuration

        shareButton.setTitle("share profile", for: .normal) // expect: title-case
        shareButton.setTitle("Share Profile", for: .highlighted)
        shareButton.setTitleColor(.tintColor, for: .normal)
        shareButton.addAction(UIAction(title: "Share Profile") { [weak self] _ in
            self?.shareProfile()
        }, for: .touchUpInside)

        let qrButton = UIButton(type: .system)
        qrButton.setTitle("QR Code", for: .normal) // expect: title-verb
        qrButton.setImage(UIImage(systemName: "qrcode"), for: .normal)
        qrButton.addTarget(self, action: #selector(showQRCode), for: .touchUpInside)
        statsStack.addArrangedSubview(qrButton)

        let clearBio = UIButton(type: .close)
        clearBio.setTitle(nil, for: .normal)
        clearBio.accessibilityLabel = "clear bio"
    }

    private func layout() {
        let buttons = UIStackView(arrangedSubviews: [followButton, messageButton, editButton, shareButton])
        buttons.spacing = 8
        buttons.distribution = .fillEqually
        let stack = UIStackView(arrangedSubviews: [avatarView, nameLabel, handleLabel, bioLabel, statsStack, buttons])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            avatarView.widthAnchor.constraint(equalToConstant: 80),
            avatarView.heightAnchor.constraint(equalToConstant: 80),
        ])
    }

    // MARK: Rendering

    private func render(_ profile: ProfileViewModel.Profile) {
        nameLabel.text = profile.displayName
        handleLabel.text = "@\(profile.handle)"
        bioLabel.text = profile.bio.isEmpty ? "no bio yet" : profile.bio
        followButton.configuration?.title = model.followButtonTitle
        followButton.isHidden = profile.isMe
        messageButton.isHidden = profile.isMe
        editButton.isHidden = !profile.isMe
        followButton.setTitle(model.followButtonTitle, for: .normal)

        statsStack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        for (count, label) in [(profile.posts, "posts"), (profile.followers, "followers"), (profile.following, "following")] {
            let button = UIButton(type: .system)
            button.setTitle("\(count.formatted(.number.notation(.compactName))) \(label)", for: .normal)
            statsStack.addArrangedSubview(button)
        }
    }

    // MARK: Menu

    private func overflowMenu() -> UIMenu {
        let handle = model.profile.handle
        let copyLink = UIAction(title: "Copy Profile Link", image: UIImage(systemName: "link")) { _ in
            UIPasteboard.general.url = URL(string: "https://murmur.example/@\(handle)")
        }
        let mute = UIAction(title: "Mute @\(handle)", image: UIImage(systemName: "speaker.slash")) { _ in }
        let mentions = UIAction(title: "Mentions", image: UIImage(systemName: "at")) { _ in }
        let lists = UIAction(title: "Add or Remove from Your Lists", image: UIImage(systemName: "list.bullet")) { _ in }
        let report = UIAction(title: "Report @\(handle)", image: UIImage(systemName: "flag")) { [weak self] _ in
            self?.presentReportSheet()
        }
        let block = UIAction(title: "Block", image: UIImage(systemName: "hand.raised"), attributes: .destructive) { _ in }
        return UIMenu(children: [copyLink, mute, mentions, lists, UIMenu(options: .displayInline, children: [report, block])])
    }

    // MARK: Actions

    @objc private func followTapped() {
        model.toggleFollow()
        UIImpactFeedbackGenerator(style: .light).impactOccurred()
    }

    @objc private func showQRCode() {
        print("showing QR code for \(model.profile.handle)")
    }

    private func shareProfile() {
        let url = URL(string: "https://murmur.example/@\(model.profile.handle)")!
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        activity.popoverPresentationController?.sourceView = shareButton
        present(activity, animated: true)
    }

    /// The sheet's title says the verb ("Report …"); its actions name the reasons.
    private func presentReportSheet() {
        let sheet = UIAlertController(title: "Report @\(model.profile.handle)",
                                      message: "why are you reporting this account?",
                                      preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "It's Spam", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Report Harassment", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "Report Impersonation", style: .default) { _ in })
        sheet.addAction(UIAlertAction(title: "something else", style: .default) { _ in }) // expect: title-case
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.sourceItem = moreItem
        present(sheet, animated: true)
    }
}
