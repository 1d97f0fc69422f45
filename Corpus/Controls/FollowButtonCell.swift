//
//  FollowButtonCell.swift
//  Birdhouse
//
//  A profile row whose button shows one title per state: "Follow" until tapped, then the state.
//

import UIKit

final class FollowButtonCell: UITableViewCell {
    private let followButton = UIButton(type: .system)
    private let photosButton = UIButton(type: .system)
    private let muteButton = UIButton(type: .system)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        configureFollowButton()
        configureOtherButtons()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    /// Titles per control state: the selected one names the state people are in, not an action.
    private func configureFollowButton() {
        followButton.setTitle("Follow", for: .normal)
        followButton.setTitle("Following", for: .selected)
        followButton.setTitle("Request Sent and Awaiting Approval", for: .disabled)
        followButton.setTitle("following back", for: [.selected, .highlighted]) // expect: title-case
        followButton.addTarget(self, action: #selector(toggleFollow), for: .touchUpInside)
    }

    /// One title for one state is a button's title: it still names an action.
    private func configureOtherButtons() {
        photosButton.setTitle("Photo Library", for: .normal) // expect: title-verb
        photosButton.addTarget(self, action: #selector(showPhotos), for: .touchUpInside)
        muteButton.setTitle("Mute", for: .normal)
        muteButton.addTarget(self, action: #selector(toggleMute), for: .touchUpInside)
    }

    @objc private func toggleFollow() { followButton.isSelected.toggle() }
    @objc private func showPhotos() {}
    @objc private func toggleMute() {}
}
