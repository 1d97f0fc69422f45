//
//  GtkButtons.swift
//  Feed Reader (GTK)
//
//  Main window of a small feed reader written against the GTK bindings (rhx/SwiftGtk's
//  generated `Gtk` module; SwiftCrossUI's own `Gtk` module writes the same calls). Files that
//  import Gtk use GNOME header capitalization: only prepositions of three letters or fewer stay
//  lowercase ("Import From File"). A button's title is its `label:` argument.
//

import Foundation
import Gtk

struct Feed {
    var title: String
    var url: URL
    var unread: Int
}

final class FeedWindow {
    private var feeds: [Feed] = []
    private let window: ApplicationWindowRef
    private let list = ListBox()

    init(application: ApplicationRef) {
        window = ApplicationWindowRef(application: application)
        window.title = "Feed Reader"
        window.setDefaultSize(width: 720, height: 480)

        let header = HeaderBar()
        header.showCloseButton = true
        header.title = "all feeds"

        let refresh = Button(label: "Refresh All")
        refresh.onClicked { [weak self] _ in self?.refreshAll() }
        header.packStart(child: refresh)

        let subscribe = ButtonRef(label: "Add to Library")
        subscribe.onClicked { [weak self] _ in self?.showSubscribe() }
        header.packEnd(child: subscribe)

        let importButton = Button(label: "Import from OPML File") // expect: title-case
        importButton.onClicked { [weak self] _ in self?.importFeeds() }

        let exportButton = Gtk.Button(label: "export subscriptions") // expect: title-case
        exportButton.onClicked { [weak self] _ in self?.exportFeeds() }

        // A noun says nothing of what the button does.
        let settings = Button(label: "Preferences")
        settings.tooltipText = "open the preferences window"
        settings.onClicked { [weak self] _ in self?.showPreferences() }

        // The underscore marks the access key (Alt+M): the title is "Mark All as Read".
        let markRead = Button(mnemonic: "_Mark All as Read")
        markRead.onClicked { [weak self] _ in self?.markAllRead() }

        let footer = Box(orientation: .horizontal, spacing: 6)
        footer.packStart(child: importButton, expand: false, fill: false, padding: 0)
        footer.packStart(child: exportButton, expand: false, fill: false, padding: 0)
        footer.packEnd(child: settings, expand: false, fill: false, padding: 0)
        footer.packEnd(child: markRead, expand: false, fill: false, padding: 0)

        let empty = Label(text: "no feeds yet")
        empty.styleContext.addClass(className: "dim-label")

        let content = Box(orientation: .vertical, spacing: 0)
        content.packStart(child: list, expand: true, fill: true, padding: 0)
        content.packEnd(child: footer, expand: false, fill: false, padding: 6)
        window.set(titlebar: header)
        window.add(widget: content)
    }

    private func unsubscribeButton(for feed: Feed) -> ButtonRef {
        let button = ButtonRef(label: "Unsubscribe From \(feed.title)")
        button.styleContext.addClass(className: "destructive-action")
        return button
    }

    private func refreshAll() {
        print("refreshing \(feeds.count) feeds")
    }

    private func showSubscribe() {}
    private func importFeeds() {}
    private func exportFeeds() {}
    private func showPreferences() {}
    private func markAllRead() {}
}
