//
//  ServerMonitor.swift
//  Server Monitor (GNOME)
//
//  A status page for a home server, built with swift-adwaita: the imperative library whose
//  module is also `Adwaita`. Widgets are made with labeled initializers and configured by method
//  calls, and GNOME header capitalization applies as in Adwaita for Swift.
//

import Adwaita

final class MonitorPage {
    let box = Box(orientation: .vertical, spacing: 12)
    let refresh = Button(label: "Refresh Status")
    let restart = Button(label: "restart server") // expect: title-case
    let copy = Button(iconName: "edit-copy-symbolic")
    let wipe = Button(label: "Wipe Cache").cssClass(.destructiveAction)

    init() {
        refresh.onClicked { [weak self] in self?.reload() }
        restart.addCSSClass("destructive-action")
        restart.onClicked { [weak self] in self?.confirmRestart() }
        wipe.onClicked { [weak self] in self?.confirmWipe() }
        copy.addCSSClass("flat")
        box.append(refresh)
        box.append(restart)
        box.append(copy)
        box.append(wipe)
        box.append(makeMenuButton())
    }

    private func makeMenuButton() -> MenuButton {
        let menu = GMenuRef()
        let viewSection = GMenuRef()
        viewSection.append("Show Logs", action: "app.logs")
        viewSection.append("view metrics", action: "app.metrics") // expect: title-case
        menu.appendSection("View", section: viewSection)
        let more = GMenuRef()
        more.append("Export Report", action: "app.export")
        menu.appendSubmenu("More Tools", submenu: more)
        let item = GMenuItemRef(label: "Open in Browser", action: "app.browser")
        item.setIconName("web-browser-symbolic")
        menu.appendItem(item)
        let button = MenuButton()
        button.iconName = "open-menu-symbolic"
        button.setMenuModel(menu)
        return button
    }

    private func confirmRestart() {
        let dialog = AlertDialog(heading: "Restart the server?", body: "Running jobs are stopped.")
        dialog.addResponse("cancel", label: "Cancel")
        dialog.addResponse("restart", label: "Restart now") // expect: title-case
        dialog.setResponseAppearance("restart", appearance: .destructive)
        dialog.defaultResponse = "cancel"
        dialog.closeResponse = "cancel"
        dialog.present(box)
    }

    private func confirmWipe() {
        let dialog = AlertDialog(heading: "Wipe the cache?", body: "Thumbnails are made again.")
        // No `closeResponse`: Escape answers libadwaita's default id, `close`, not this Cancel.
        dialog.addResponse("cancel", label: "Cancel") // expect: cancel-role
        dialog.addResponse("wipe", label: "Wipe Cache")
        dialog.setResponseAppearance("wipe", appearance: .destructive)
        dialog.present(box)
    }

    private func reload() {
        let toast = Toast(title: "Status refreshed")
        // `public var buttonLabel: String?` on `Toast`: a title set after the toast is made.
        toast.buttonLabel = "show log" // expect: title-case
        let retry = Button(label: "Retry")
        retry.label = "Retry Now"
        print("reloaded")
    }
}
