//
//  ContactListViewControllers.swift
//  Ringside
//
//  Table view controllers of the contacts tab. A detail (info) accessory needs its own
//  action, separate from selecting the row; without one the row should use a disclosure
//  indicator instead.
//

import UIKit
import Contacts
import ContactsUI

struct Person: Hashable {
    let identifier: String
    var name: String
    var phone: String
    var isFavorite: Bool
}

// MARK: - All contacts: info button with no action of its own

final class ContactListViewController: UITableViewController {
    private var people: [Person] = []
    private let searchController = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Contacts"
        navigationItem.searchController = searchController
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Add Contact", style: .plain, target: self, action: #selector(addContact))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "person")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { people.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "person", for: indexPath)
        let person = people[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = person.name
        content.secondaryText = person.phone
        cell.contentConfiguration = content
        cell.accessoryType = .detailDisclosureButton // expect: detail-disclosure
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let controller = CNContactViewController(forNewContact: nil)
        navigationController?.pushViewController(controller, animated: true)
    }

    @objc private func addContact() {
        let controller = CNContactViewController(forNewContact: CNContact())
        present(UINavigationController(rootViewController: controller), animated: true)
    }
}

// MARK: - Favorites: the info button has its own action

final class FavoritesViewController: UITableViewController {
    private var favorites: [Person] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Favorites"
        navigationItem.leftBarButtonItem = editButtonItem
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "favorite")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { favorites.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "favorite", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = favorites[indexPath.row].name
        cell.contentConfiguration = content
        cell.accessoryType = .detailButton
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        print("calling \(favorites[indexPath.row].phone)")
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let person = favorites[indexPath.row]
        let alert = UIAlertController(title: person.name, message: person.phone, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Remove from Favorites", style: .destructive) { [weak self] _ in
            self?.favorites.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        })
        alert.addAction(UIAlertAction(title: "Close", style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: - Recents: the handler lives in an extension of the same type

final class RecentCallsViewController: UITableViewController {
    private var calls: [(person: Person, date: Date)] = []
    private let formatter = RelativeDateTimeFormatter()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Recents"
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", style: .plain, target: self, action: #selector(clearRecents))
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "call")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { calls.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "call", for: indexPath)
        let call = calls[indexPath.row]
        var content = UIListContentConfiguration.valueCell()
        content.text = call.person.name
        content.secondaryText = formatter.localizedString(for: call.date, relativeTo: Date())
        cell.contentConfiguration = content
        cell.accessoryType = .detailButton
        return cell
    }

    @objc private func clearRecents() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Clear All Recents", style: .destructive) { [weak self] _ in
            self?.calls.removeAll()
            self?.tableView.reloadData()
        })
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        present(sheet, animated: true)
    }
}

extension RecentCallsViewController {
    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        let controller = CNContactViewController(forNewContact: nil)
        controller.title = calls[indexPath.row].person.name
        navigationController?.pushViewController(controller, animated: true)
    }
}

// MARK: - Groups: a custom info button with a target

final class GroupsViewController: UITableViewController {
    private var groups: [String] = ["Family", "Work", "Climbing Club"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { groups.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = groups[indexPath.row]
        let info = UIButton(type: .detailDisclosure)
        info.tag = indexPath.row
        info.addTarget(self, action: #selector(showGroupInfo(_:)), for: .touchUpInside)
        cell.accessoryView = info
        return cell
    }

    @objc private func showGroupInfo(_ sender: UIButton) {
        let alert = UIAlertController(title: groups[sender.tag], message: "group details", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Rename Group", style: .default) { _ in })
        alert.addAction(UIAlertAction(title: "Done", style: .cancel))
        present(alert, animated: true)
    }
}

// MARK: - Blocked numbers: a custom info button that does nothing

final class BlockedNumbersViewController: UITableViewController {
    private var blocked: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Blocked Contacts"
        toolbarItems = [UIBarButtonItem(title: "Add new", style: .plain, target: self, action: #selector(addBlocked))] // expect: title-case
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { blocked.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "blocked")
        cell.textLabel?.text = blocked[indexPath.row]
        cell.detailTextLabel?.text = "blocked since \(Date().formatted(date: .abbreviated, time: .omitted))"
        cell.accessoryView = UIButton(type: .detailDisclosure) // expect: detail-disclosure
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
    }

    @objc private func addBlocked() {}
}

// MARK: - Settings list: plain disclosure indicators

final class ContactsSettingsViewController: UITableViewController {
    private let rows = ["Sort Order", "Display Order", "Short Name", "My Info", "Default Account"]

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
