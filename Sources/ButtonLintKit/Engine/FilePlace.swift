/// What the files of one folder share: how the folder's path (with the separator a name follows)
/// is made, and one byte string holding the folder's display path (with its separator; the part
/// the folder argument's `DisplayHead` begins it with left out) and then every kept file name.
/// For a file named on its own: its whole path, and its display path with no names.
/// Never changed once made, so files on many threads read it freely.
///
/// A large tree has a place per folder for the whole run, so what the folders of a walk share is
/// one reference (`Origin`), and a path of the folder's own follows the names in the same bytes
/// instead of being a string of its own.
final class FilePlace: Sendable {
    /// How the folder's path (with the separator a name follows) is made, so a large tree does
    /// not keep each folder's path beside its display path.
    enum PathForm: Equatable, Sendable {
        /// It is the display prefix (a walk of a clean absolute argument).
        case display
        /// A head the folders of a walk share, then the display prefix: `/work/app/` for a walk
        /// of the relative `Sources`, which is walked by its absolute path.
        case headThenDisplay(String)
        /// A path of its own, where the display prefix is not its end (`./Sources//App/`,
        /// shown as `Sources/App/`).
        case own(String)
    }

    /// `PathForm` without its string, which the origin or the bytes hold.
    enum Form: UInt8 {
        case display, headThenDisplay, own
    }

    /// What the folders below one argument of a walk share, kept once for them all.
    final class Origin: Sendable {
        let walk: Walking?
        /// Begins the display prefix of every place made with this origin.
        let displayHead: DisplayHead?
        /// The `PathForm.headThenDisplay` head of every place made with it that has that form.
        let pathHead: String?

        init(walk: Walking?, displayHead: DisplayHead?, pathHead: String?) {
            self.walk = walk
            self.displayHead = displayHead
            self.pathHead = pathHead
        }
    }

    /// The display path of a folder argument with its separator, which begins the display path
    /// of every folder below it: kept once, not by each folder.
    final class DisplayHead: Sendable {
        let bytes: [UInt8]

        init(_ text: String) {
            bytes = Array(text.utf8)
        }
    }

    /// One walk, known by its identity.
    final class Walking: Sendable {}

    let origin: Origin?
    /// The display prefix (below the display head), then the names, then the folder's own path
    /// (`Form.own`).
    private let storage: [UInt8]
    /// Where the names end: the display prefix's bytes and the names'.
    let byteCount: Int
    /// How many of the bytes are the display prefix below `displayHead`.
    let displayPrefixCount: Int
    private let form: Form
    /// Whether the bytes are ASCII, so display paths compare as bytes.
    let isASCII: Bool

    private init(origin: Origin?, storage: [UInt8], byteCount: Int, displayPrefixCount: Int, form: Form, isASCII: Bool) {
        self.origin = origin
        self.storage = storage
        self.byteCount = byteCount
        self.displayPrefixCount = displayPrefixCount
        self.form = form
        self.isASCII = isASCII
    }

    var displayHead: DisplayHead? { origin?.displayHead }
    /// The walk that listed the folder (nil for a file named on its own): a folder opened for a
    /// place may be used to open the folders below it that the same walk listed
    /// (`FolderDescriptors`), never those of a later walk, which may find other folders there.
    var walk: Walking? { origin?.walk }

    /// The display prefix (below the display head), then the names.
    var bytes: ArraySlice<UInt8> { storage[..<byteCount] }

    var pathForm: PathForm {
        switch form {
        case .display: .display
        case .headThenDisplay: .headThenDisplay(origin?.pathHead ?? "")
        case .own: .own(String(decoding: storage[byteCount...], as: UTF8.self))
        }
    }

    /// The folder's path with the separator a name follows, as its files are opened.
    var folderPath: String {
        switch pathForm {
        case .display: displayPrefix
        case .headThenDisplay(let head): head + displayPrefix
        case .own(let prefix): prefix
        }
    }

    /// The folder's display path with the separator a name follows.
    private var displayPrefix: String {
        String(decoding: (displayHead?.bytes ?? []) + storage[..<displayPrefixCount], as: UTF8.self)
    }

    /// A place whose display prefix is `displayPrefix` without `origin`'s display head (which
    /// the place names instead when it begins `displayPrefix`), followed by `names`. Its path is
    /// `pathPrefix`, made from `origin`'s path head when `pathPrefix` is that head and then
    /// `displayPrefix` (the caller knows; the strings are not compared again).
    static func make(pathPrefix: String, displayPrefix: String, names: ArraySlice<UInt8> = [],
                     origin: Origin? = nil) -> FilePlace {
        let prefixBytes = Array(displayPrefix.utf8)
        var origin = origin
        if let head = origin?.displayHead, !prefixBytes.starts(with: head.bytes) {
            origin = Origin(walk: origin?.walk, displayHead: nil, pathHead: origin?.pathHead)
        }
        let own = prefixBytes[(origin?.displayHead?.bytes.count ?? 0)...]
        let form: Form = pathPrefix == displayPrefix ? .display : origin?.pathHead != nil ? .headThenDisplay : .own
        var storage: [UInt8] = []
        storage.reserveCapacity(own.count + names.count + (form == .own ? pathPrefix.utf8.count : 0))
        storage.append(contentsOf: own)
        storage.append(contentsOf: names)
        let byteCount = storage.count
        if form == .own { storage.append(contentsOf: pathPrefix.utf8) }
        return FilePlace(origin: origin, storage: storage, byteCount: byteCount, displayPrefixCount: own.count, form: form,
                         isASCII: prefixBytes.allSatisfy { $0 < 0x80 } && names.allSatisfy { $0 < 0x80 })
    }
}
