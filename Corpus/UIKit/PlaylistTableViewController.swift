//
//  PlaylistTableViewController.swift
//  Cadence
//
//  A playlist's tracks, with a header of play/shuffle buttons, swipe actions and menus.
//

import UIKit
import AVFoundation

struct Track: Hashable {
    let id: Int
    let title: String
    let artist: String
    let duration: TimeInterval
    var isDownloaded: Bool
    var isLoved: Bool
}

final class PlaylistHeaderView: UIView {
    let playButton = UIButton(type: .system)
    let shuffleButton = UIButton(type: .system)
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        var play = UIButton.Configuration.filled()
        play.title = "Play"
        play.image = UIImage(systemName: "play.fill")
        play.imagePadding = 4
        playButton.configuration = play

        var shuffle = UIButton.Configuration.filled()
        shuffle.title = "Shuffle"
        shuffle.image = UIImage(systemName: "shuffle")
        shuffleButton.configuration = shuffle

        titleLabel.font = .preferredFont(forTextStyle: .largeTitle)
        titleLabel.adjustsFontForContentSizeCategory = true

        let buttons = UIStackView(arrangedSubviews: [playButton, shuffleButton])
        buttons.distribution = .fillEqually
        buttons.spacing = 12
        let stack = UIStackView(arrangedSubviews: [titleLabel, buttons])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = bounds.insetBy(dx: 16, dy: 12)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(stack)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }
}

final class PlaylistTableViewController: UITableViewController {
    private var tracks: [Track]
    private let playlistName: String
    private let header = PlaylistHeaderView(frame: CGRect(x: 0, y: 0, width: 0, height: 140))
    private let durationFormatter: DateComponentsFormatter = {
        let formatter = DateComponentsFormatter()
        formatter.allowedUnits = [.minute, .second]
        formatter.zeroFormattingBehavior = .pad
        return formatter
    }()

    init(playlistName: String, tracks: [Track]) {
        self.playlistName = playlistName
        self.tracks = tracks
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = playlistName
        header.titleLabel.text = playlistName
        header.playButton.addTarget(self, action: #selector(playAll), for: .touchUpInside)
        header.shuffleButton.addTarget(self, action: #selector(shuffleAll), for: .touchUpInside)
        tableView.tableHeaderView = header
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "track")
        navigationItem.rightBarButtonItems = [
            editButtonItem,
            UIBarButtonItem(title: "More", image: UIImage(systemName: "ellipsis.circle"), menu: playlistMenu()),
        ]
    }

    // MARK: Data source

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { tracks.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "track", for: indexPath)
        let track = tracks[indexPath.row]
        var content = UIListContentConfiguration.subtitleCell()
        content.text = track.title
        content.secondaryText = "\(track.artist) — \(durationFormatter.string(from: track.duration) ?? "")"
        cell.contentConfiguration = content
        cell.accessoryView = track.isDownloaded ? UIImageView(image: UIImage(systemName: "arrow.down.circle.fill")) : nil
        return cell
    }

    override func tableView(_ tableView: UITableView, moveRowAt source: IndexPath, to destination: IndexPath) {
        let moved = tracks.remove(at: source.row)
        tracks.insert(moved, at: destination.row)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("play track \(tracks[indexPath.row].id)")
    }

    // MARK: Swipe actions

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let remove = UIContextualAction(style: .destructive, title: "Remove") { [weak self] _, _, completion in
            self?.tracks.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        let download = UIContextualAction(style: .normal, title: "Download") { _, _, completion in completion(true) }
        download.backgroundColor = .systemIndigo
        let playNext = UIContextualAction(style: .normal, title: "Play next") { _, _, completion in completion(true) } // expect: title-case
        playNext.backgroundColor = .systemOrange
        return UISwipeActionsConfiguration(actions: [remove, download, playNext])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let track = tracks[indexPath.row]
        let love = UIContextualAction(style: .normal, title: "Love") { [weak self] _, _, completion in
            self?.tracks[indexPath.row].isLoved.toggle()
            completion(true)
        }
        love.backgroundColor = .systemPink
        let lyrics = UIContextualAction(style: .normal, title: "Lyrics") { _, _, completion in completion(true) } // expect: title-verb
        let config = UISwipeActionsConfiguration(actions: track.isLoved ? [lyrics] : [love, lyrics])
        config.performsFirstActionWithFullSwipe = false
        return config
    }

    // MARK: Context menu

    override func tableView(_ tableView: UITableView,
                            contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        let track = tracks[indexPath.row]
        return UIContextMenuConfiguration(actionProvider: { _ in
            UIMenu(children: [
                UIAction(title: "Play Next", image: UIImage(systemName: "text.insert")) { _ in },
                UIAction(title: "Play Last", image: UIImage(systemName: "text.append")) { _ in },
                UIAction(title: "Add to a Playlist…", image: UIImage(systemName: "text.badge.plus")) { _ in },
                UIAction(title: "Go to Album") { _ in },
                UIAction(title: "Go To Artist") { _ in }, // expect: title-case
                UIAction(title: "Show Credits and Songwriters") { _ in },
                UIAction(title: "Share Song…", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
                UIAction(title: "Similar Songs") { _ in },
                UIAction(title: "Remove from Playlist", image: UIImage(systemName: "minus.circle"),
                         attributes: .destructive) { [weak self] _ in
                    self?.tracks.removeAll { $0.id == track.id }
                    self?.tableView.reloadData()
                },
            ])
        })
    }

    private func playlistMenu() -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Download All") { _ in },
            UIAction(title: "Edit Details") { _ in },
            UIAction(title: "Sort tracks") { _ in }, // expect: title-case
            UIAction(title: "Share Playlist") { _ in },
            UIAction(title: "Make Public") { _ in },
            UIAction(title: "Delete Playlist", attributes: .destructive) { _ in },
        ])
    }

    // MARK: Actions

    @objc private func playAll() {
        let session = AVAudioSession.sharedInstance()
        try? session.setCategory(.playback)
        print("playing \(tracks.count) tracks from \(playlistName)")
    }

    @objc private func shuffleAll() {
        tracks.shuffle()
        tableView.reloadData()
        playAll()
    }
}
