//
//  ContextMenus.swift
//  Reelside
//
//  Context-menu and menu items name places, windows and choices; a button made from an action
//  is still a button.
//

import SwiftUI
import UIKit

struct VideoRow: View {
    var video: Video
    var navigate: (Route) -> Void

    var body: some View {
        Text(video.title)
            .contextMenu {
                Button { navigate(.info(video)) } label: {
                    Label("Video Info", systemImage: "info.circle")
                }
                Button("Channel Page") { navigate(.channel(video.channel)) }
                Button("Add to Watch Later and Download for Offline Viewing") { }
                Button("Delete Download", role: .destructive) { }
            }
    }
}

struct DownloadMenu: View {
    var body: some View {
        Menu("Download") {
            Button("All Episodes") { }
            Button("Unwatched") { }
        } label: {
            Label("Download", systemImage: "arrow.down.circle")
        }
    }
}

/// A view whose name says it is a menu's content, shown by `.contextMenu { VideoMenuContent() }`.
struct VideoMenuContent: View {
    var body: some View {
        Button("Channel Details") { }
        Button("Remove from Continue Watching List", role: .destructive) { }
    }
}

/// A screen named like a menu is still a screen: only the words after "Menu" tell.
struct MenuPlannerScreen: View {
    var body: some View {
        Button("Weekly Plan") { } // expect: title-verb
    }
}

final class LibraryViewController: UICollectionViewController {
    private lazy var libraryButton = UIButton(primaryAction: UIAction(title: "Photo Library") { _ in }) // expect: title-verb

    func menu(for item: Int) -> UIMenu {
        UIMenu(children: [
            UIAction(title: "Manga Info", image: UIImage(systemName: "info.circle")) { _ in },
            UIAction(title: "Grid", state: .on) { _ in },
            UIAction(title: "Mark as read") { _ in }, // expect: title-case
        ])
    }
}
