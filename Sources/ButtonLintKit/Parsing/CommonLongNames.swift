/// Names of more than 15 bytes that app code writes often, given as the same immortal `String`
/// each time. A name that long is not stored inside its string: each one the parser made cost an
/// allocation (some 330 instructions) and a free when the tree went. Within a file most long
/// names differ (a per-file table of them found few repeats), but these recur across files.
/// Names the parser meets that are not here are made as before.
enum CommonLongNames {
    /// The catalogue's long names and common UIKit, SwiftUI and Foundation ones.
    private static let table: [String] = [
        "UIAlertController", "UIContextualAction", "UISwipeActionsConfiguration", "UIContextMenuConfiguration",
        "NSLocalizedString", "LocalizedStringKey", "LocalizedStringResource", "confirmationDialog",
        "SignInWithAppleButton", "BorderedButtonStyle", "BorderedProminentButtonStyle", "borderedProminent",
        "UITableViewController", "UITableViewDelegate", "UICollectionViewController", "UINavigationController",
        "UIBarButtonItemGroup", "UITapGestureRecognizer", "UIButtonConfiguration",
        "accessibilityLabel", "accessibilityIdentifier", "accessibilityHint", "accessibilityValue",
        "addArrangedSubview", "insertArrangedSubview", "removeFromSuperview", "bringSubviewToFront",
        "systemLayoutSizeFitting", "popoverPresentationController", "showsMenuAsPrimaryAction",
        "detailDisclosureButton", "editingAccessoryType", "editingAccessoryView", "controlEventPublisher",
        "appendingPathComponent", "deletingLastPathComponent", "presentationDetents", "navigationBarTitleDisplayMode",
        "setTranslatesAutoresizingMaskIntoConstraints", "translatesAutoresizingMaskIntoConstraints",
        "dequeueReusableCell", "performBatchUpdates", "keyboardShortcut", "navigationDestination",
    ]

    private struct Entry {
        /// The name's first and last eight bytes, compared before the rest.
        var first: UInt64
        var last: UInt64
        var name: String
    }

    /// The long entries grouped by byte count: `entries[starts[count]..<starts[count + 1]]`.
    private static let index: (entries: [Entry], starts: [Int]) = {
        let long = table.filter { $0.utf8.count > 15 && $0.utf8.count <= maximumCount }
            .sorted { $0.utf8.count < $1.utf8.count }
        var entries: [Entry] = []
        var starts = [Int](repeating: 0, count: maximumCount + 2)
        for name in long {
            let bytes = Array(name.utf8)
            let (first, last) = bytes.withUnsafeBytes { raw in
                (raw.loadUnaligned(as: UInt64.self), raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
            }
            entries.append(Entry(first: first, last: last, name: name))
            starts[bytes.count + 1] = entries.count
        }
        // Counts no name has start where the shorter names ended.
        for count in 1..<starts.count where starts[count] < starts[count - 1] { starts[count] = starts[count - 1] }
        return (entries, starts)
    }()

    private static let maximumCount = 48

    /// The table's name spelled by the `count` bytes at `start`, or nil.
    static func name(at start: UnsafeRawPointer, count: Int) -> String? {
        guard count > 15, count <= maximumCount else { return nil }
        let index = Self.index
        let first = start.loadUnaligned(as: UInt64.self)
        let last = start.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        for position in index.starts[count]..<index.starts[count + 1] {
            let entry = index.entries[position]
            guard entry.first == first, entry.last == last else { continue }
            // The middle bytes (a name of 16 is covered by its two words).
            var name = entry.name
            let same = name.withUTF8 { text in
                var offset = 8
                while offset < count &- 8 {
                    if text[offset] != start.load(fromByteOffset: offset, as: UInt8.self) { return false }
                    offset &+= 1
                }
                return true
            }
            if same { return entry.name }
        }
        return nil
    }
}
