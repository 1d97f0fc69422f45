/// What the files of one folder share: how the folder's path (with the separator a name follows)
/// is made, and one byte string holding the folder's display path (with its separator; the part
/// the folder argument's `DisplayHead` begins it with left out) and then every kept file name.
/// For a file named on its own: its whole path, and its display path with no names.
/// Never changed once made, so files on many threads read it freely.
///
/// The bytes are stored in the object itself (a `ManagedBuffer`'s tail), not in an array of
/// their own: a large tree has a place per folder for the whole run, and an array cost each one
/// a second allocation and its header (1.2 MB over the 500 MB benchmark tree's 24,700 folders).
/// For the same reason the header is packed (22 bytes, not 56): what the folders of a walk share
/// is one reference (`Origin`), the counts are 32-bit, and a path of the folder's own follows the
/// names in the tail instead of being a string of its own.
final class FilePlace: ManagedBuffer<FilePlace.Header, UInt8> {
    /// How the folder's path (with the separator a name follows) is made, so a large tree does
    /// not keep each folder's path beside its display path.
    enum PathForm: Equatable, Sendable {
        /// It is the display prefix (a walk of a clean absolute argument).
        case display
        /// A head the folders of a walk share, then the display prefix: `/work/app/` for a walk
        /// of the relative `Sources`, which is walked by its absolute path (each folder keeping
        /// its own held 3 MB on the 500 MB benchmark tree).
        case headThenDisplay(String)
        /// A path of its own, where the display prefix is not its end (`./Sources//App/`,
        /// shown as `Sources/App/`).
        case own(String)
    }

    /// `PathForm` without its string, which the origin or the tail holds.
    enum Form: UInt8 {
        case display, headThenDisplay, own
    }

    struct Header {
        let origin: Origin?
        /// The display prefix's bytes and the names' (not the path of its own after them).
        let byteCount: UInt32
        /// How many of the bytes are the display prefix below `displayHead`.
        let displayPrefixCount: UInt32
        /// How many bytes after `byteCount` are the folder's own path (`Form.own`), else 0.
        let ownPathCount: UInt32
        let form: Form
        let isASCII: Bool
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
    /// of every folder below it: kept once, not by each folder (the 500 MB benchmark tree's
    /// absolute argument is 43 bytes, times 24,700 folders). Never changed once made.
    final class DisplayHead: @unchecked Sendable {
        private let storage: UnsafeMutableBufferPointer<UInt8>

        init(_ text: String) {
            storage = .allocate(capacity: text.utf8.count)
            _ = storage.initialize(fromContentsOf: text.utf8)
        }

        deinit { storage.deallocate() }

        /// Good while the head lives.
        var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(storage) }
    }

    /// One walk, known by its identity.
    final class Walking: Sendable {}

    // Read through the header's pointer: `header` is a class's stored variable, so each read of
    // it would be checked for exclusive access at run time (1.3 M instructions on the 5 MB tree).
    var origin: Origin? { withUnsafeMutablePointerToHeader { $0.pointee.origin } }
    var displayPrefixCount: Int { withUnsafeMutablePointerToHeader { Int($0.pointee.displayPrefixCount) } }
    var displayHead: DisplayHead? { origin?.displayHead }
    /// Whether the bytes are ASCII, so display paths compare as bytes.
    var isASCII: Bool { withUnsafeMutablePointerToHeader { $0.pointee.isASCII } }
    /// The walk that listed the folder (nil for a file named on its own): a folder opened for a
    /// place may be used to open the folders below it that the same walk listed
    /// (`FolderDescriptors`), never those of a later walk, which may find other folders there.
    var walk: Walking? { origin?.walk }

    /// The display prefix (below the display head), then the names. The storage is the object's
    /// own and never moves, so the pointer is good while the place lives (a `WalkedFile` reading
    /// it holds the place).
    var bytes: UnsafeBufferPointer<UInt8> {
        withUnsafeMutablePointers { header, elements in UnsafeBufferPointer(start: elements, count: Int(header.pointee.byteCount)) }
    }

    var pathForm: PathForm {
        withUnsafeMutablePointers { header, elements in
            switch header.pointee.form {
            case .display: .display
            case .headThenDisplay: .headThenDisplay(header.pointee.origin?.pathHead ?? "")
            case .own:
                .own(String(decoding: UnsafeBufferPointer(start: elements + Int(header.pointee.byteCount),
                                                          count: Int(header.pointee.ownPathCount)), as: UTF8.self))
            }
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
        String(decoding: displayHead?.bytes ?? UnsafeBufferPointer(start: nil, count: 0), as: UTF8.self)
            + String(decoding: bytes[..<displayPrefixCount], as: UTF8.self)
    }

    /// A place whose display prefix is `displayPrefix` without `origin`'s display head (which
    /// the place names instead when it begins `displayPrefix`), followed by `names`. Its path is
    /// `pathPrefix`, made from `origin`'s path head when `pathPrefix` is that head and then
    /// `displayPrefix` (the caller knows; the strings are not compared again).
    static func make(pathPrefix: String, displayPrefix: String,
                     names: UnsafeBufferPointer<UInt8> = UnsafeBufferPointer(start: nil, count: 0),
                     origin: Origin? = nil) -> FilePlace {
        var prefix = displayPrefix
        // The prefix's bytes in place: slices of a `String.UTF8View` are copied a byte at a time.
        return prefix.withUTF8 { prefixBytes in
            var origin = origin
            if let head = origin?.displayHead, !prefixBytes.starts(with: head.bytes) {
                origin = Origin(walk: origin?.walk, displayHead: nil, pathHead: origin?.pathHead)
            }
            let own = UnsafeBufferPointer(rebasing: prefixBytes[(origin?.displayHead?.bytes.count ?? 0)...])
            let form: Form = pathPrefix == displayPrefix ? .display : origin?.pathHead != nil ? .headThenDisplay : .own
            let ownPathCount = form == .own ? pathPrefix.utf8.count : 0
            let header = Header(
                origin: origin, byteCount: UInt32(own.count + names.count), displayPrefixCount: UInt32(own.count),
                ownPathCount: UInt32(ownPathCount), form: form,
                isASCII: prefixBytes.allSatisfy { $0 < 0x80 } && names.allSatisfy { $0 < 0x80 })
            let total = own.count + names.count + ownPathCount
            let place = unsafeDowncast(create(minimumCapacity: total) { _ in header }, to: FilePlace.self)
            place.withUnsafeMutablePointerToElements { elements in
                let storage = UnsafeMutableBufferPointer(start: elements, count: total)
                _ = storage.initialize(fromContentsOf: own)
                _ = storage[own.count...].initialize(fromContentsOf: names)
                if ownPathCount > 0 { _ = storage[(own.count + names.count)...].initialize(fromContentsOf: pathPrefix.utf8) }
            }
            return place
        }
    }
}
