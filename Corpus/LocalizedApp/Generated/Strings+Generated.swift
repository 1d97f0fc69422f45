// Generated for this project in the shape SwiftGen's strings template writes. Do not edit:
// regenerate from Resources/ instead. Every member looks its key up in a table; the newer
// members carry the English text as `fallback:`, the older ones do not.
import Foundation

// swiftlint:disable all
internal enum L10n {
  internal enum Common {
    /// Cancel
    internal static let cancel = L10n.tr("Localizable", "common.cancel", fallback: "Cancel")
  }
  internal enum Library {
    /// Plural: Delete %lld items
    internal static func deleteItems(_ p1: Int) -> String {
      return L10n.tr("Localizable", "library.delete_items", p1, fallback: "Delete %lld items")
    }
    /// empty trash
    internal static let emptyTrash = L10n.tr("Localizable", "library.empty_trash", fallback: "empty trash")
  }
  internal enum Sharing {
    /// No catalog has this key yet: the fallback is what people see.
    internal static let sendCopy = L10n.tr("Localizable", "sharing.send_copy", fallback: "send a copy")
    /// Older output, without a fallback.
    internal static let keepPhoto = L10n.tr("Dialogs", "keep_photo")
  }
}

// MARK: - Implementation Details

extension L10n {
  private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }

  private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
    let format = BundleToken.bundle.localizedString(forKey: key, value: nil, table: table)
    return String(format: format, locale: Locale.current, arguments: args)
  }
}

private final class BundleToken {
  static let bundle = Bundle(for: BundleToken.self)
}
// swiftlint:enable all
