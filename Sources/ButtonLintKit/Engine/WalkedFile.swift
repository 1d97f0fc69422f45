/// A file the walker found: where to open it and how to name it in findings.
///
/// Small on purpose (16 bytes): a large tree's list holds one per file for the whole run, so the
/// two paths are not stored per file. A file found in a folder points to the folder's shared
/// `FilePlace` (its path, and its display path below the folder argument's followed by every kept
/// file name of the folder in one byte buffer) and to where its name lies in that buffer; the
/// paths are joined when asked for. Where the name lies and both flags share 32 bits
/// (`FolderPlaces` makes places whose names fit), beside the 32-bit `foundIndex`.
struct WalkedFile: Sendable, Hashable {
    /// The path to open, built from the argument as the user typed it.
    var path: String {
        get {
            switch place.pathForm {
            case .display: displayPath
            case .headThenDisplay(let head): head + displayPath
            case .own(let prefix): prefix + String(decoding: nameBytes, as: UTF8.self)
            }
        }
        set { self = WalkedFile(path: newValue, displayPath: displayPath, isThroughLink: isThroughLink) }
    }
    /// The path findings show: the argument joined with the part below it, normalized
    /// (`./Sources//A.swift` shows as `Sources/A.swift`, `.` adds nothing).
    var displayPath: String {
        get { String(decoding: displayPathBytes, as: UTF8.self) }
        set { self = WalkedFile(path: path, displayPath: newValue, isThroughLink: isThroughLink) }
    }

    /// The display path's UTF-8 bytes, its stored parts joined.
    var displayPathBytes: [UInt8] {
        let parts = DisplayParts(self, skipping: .nothing)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(parts.head.count + parts.prefix.count + parts.name.count)
        bytes += parts.head
        bytes += parts.prefix
        bytes += parts.name
        return bytes
    }

    /// Whether the display path is ASCII, so its byte order is its string order.
    var hasASCIIDisplayPath: Bool { place.isASCII }

    /// Whether a folder walk reached the file through a symbolic link (the file or a folder
    /// below the argument is a link): it may lie outside the paths given, so `--fix` leaves it.
    var isThroughLink: Bool {
        get { packed & Self.throughLinkBit != 0 }
        set { packed = newValue ? packed | Self.throughLinkBit : packed & ~Self.throughLinkBit }
    }
    /// Whether the walk saw a regular file there (its folder's listing or a `stat` said so), so
    /// it is read without asking the system what it is (`FileSystem.readListedFile`).
    var isListedRegularFile: Bool {
        get { packed & Self.listedRegularFileBit != 0 }
        set { packed = newValue ? packed | Self.listedRegularFileBit : packed & ~Self.listedRegularFileBit }
    }

    /// Shared by threads: never changed once made.
    let place: FilePlace
    /// Where the walk found the file: its position in the order folders were listed (before the
    /// list is sorted), so what a pass streamed from the walk learnt about it is found again.
    var foundIndex: UInt32 = 0
    /// From the low bits: where the name begins past the place's display prefix (22 bits), how
    /// many bytes it has (8 bits; `nameRunsToEnd` for a name that ends where the place's bytes
    /// do), `isThroughLink`, `isListedRegularFile`.
    private var packed: UInt32

    /// The largest offset of a name past its place's display prefix that the file can store.
    static let maximumNameOffset = (1 << 22) - 1
    /// The stored length of a name as long as this or longer: it ends where its place's bytes do.
    static let nameRunsToEnd = 255
    private static let lengthShift: UInt32 = 22
    private static let throughLinkBit: UInt32 = 1 << 30
    private static let listedRegularFileBit: UInt32 = 1 << 31

    init(path: String, displayPath: String) {
        self.init(path: path, displayPath: displayPath, isThroughLink: false)
    }

    private init(path: String, displayPath: String, isThroughLink: Bool) {
        // A file named on its own has an empty name at the end of its place.
        self.init(place: FilePlace.make(pathPrefix: path, displayPrefix: displayPath), nameOffset: 0, nameCount: 0,
                  isThroughLink: isThroughLink)
    }

    /// The file whose name is the `nameCount` bytes `nameOffset` past `place`'s display prefix:
    /// `nameOffset` at most `maximumNameOffset`, and a name of `nameRunsToEnd` bytes or more
    /// ends where the place's bytes do (`FolderPlaces` makes such places).
    init(place: FilePlace, nameOffset: Int, nameCount: Int, isThroughLink: Bool) {
        self.place = place
        packed = UInt32(truncatingIfNeeded: nameOffset & Self.maximumNameOffset)
            | UInt32(truncatingIfNeeded: min(nameCount, Self.nameRunsToEnd)) << Self.lengthShift
            | (isThroughLink ? Self.throughLinkBit : 0)
    }


    /// Where the name lies in `place.bytes` (empty for a file named on its own, whose place holds
    /// its whole path).
    var nameRange: Range<Int> {
        let start = place.displayPrefixCount + Int(packed & UInt32(Self.maximumNameOffset))
        let count = Int(packed >> Self.lengthShift & 0xFF)
        return start..<(count == Self.nameRunsToEnd ? place.byteCount : start + count)
    }

    /// The name's bytes.
    var nameBytes: ArraySlice<UInt8> {
        place.bytes[nameRange]
    }

    /// Whether the file's name ends with `suffix` (`.strings`), read without building a path.
    func nameEnds(with suffix: String) -> Bool {
        let name = nameBytes
        guard !name.isEmpty else { return displayPath.hasSuffix(suffix) }
        let tail = suffix.utf8
        // The last bytes first: most names end otherwise, and are told apart by one compare.
        guard let last = tail.last else { return true }
        guard name.count >= tail.count, name.last == last else { return false }
        return name[(name.endIndex - tail.count)...].elementsEqual(tail)
    }

    /// Whether the display path sorts before `other`'s, as `displayPath < other.displayPath` does,
    /// without building either string when both are ASCII (byte order is then string order).
    func displayPathPrecedes(_ other: WalkedFile) -> Bool {
        guard place.isASCII && other.place.isASCII else { return displayPath < other.displayPath }
        return compareDisplayBytes(with: other) < 0
    }

    /// Whether the display paths are the same, as `displayPath == other.displayPath` says.
    func hasSameDisplayPath(as other: WalkedFile) -> Bool {
        guard place.isASCII && other.place.isASCII else { return displayPath == other.displayPath }
        return compareDisplayBytes(with: other) == 0
    }

    /// The display paths' bytes compared in order (negative, zero or positive), each read as its walk's
    /// display head, its place's display prefix and its name; the parts both share are skipped
    /// (files of one place compare by name alone, places of one origin without the head).
    private func compareDisplayBytes(with other: WalkedFile) -> Int {
        // The folders of one origin share its display head (if any). Places of different origins
        // may share one too, and are compared with it: more bytes, the same order.
        let shared: DisplayParts.Shared = place === other.place ? .headAndPrefix
            : place.origin === other.place.origin ? .head : .nothing
        var left = DisplayParts(self, skipping: shared), right = DisplayParts(other, skipping: shared)
        while true {
            let (leftChunk, rightChunk) = (left.current, right.current)
            if leftChunk.isEmpty || rightChunk.isEmpty {
                return leftChunk.isEmpty ? (rightChunk.isEmpty ? 0 : -1) : 1
            }
            let count = min(leftChunk.count, rightChunk.count)
            var leftIndex = leftChunk.startIndex, rightIndex = rightChunk.startIndex
            for _ in 0..<count {
                if leftChunk[leftIndex] != rightChunk[rightIndex] { return leftChunk[leftIndex] < rightChunk[rightIndex] ? -1 : 1 }
                leftIndex += 1
                rightIndex += 1
            }
            left.advance(by: count)
            right.advance(by: count)
        }
    }

    /// A file's display path in its three stored parts, read from the front.
    private struct DisplayParts {
        enum Shared { case nothing, head, headAndPrefix }

        var head: ArraySlice<UInt8>
        var prefix: ArraySlice<UInt8>
        var name: ArraySlice<UInt8>

        /// The parts of `file`'s display path, without those `shared` names.
        init(_ file: WalkedFile, skipping shared: Shared) {
            let place = file.place
            head = shared == .nothing ? place.displayHead?.bytes[...] ?? [] : []
            prefix = shared == .headAndPrefix ? [] : place.bytes[..<place.displayPrefixCount]
            name = file.nameBytes
        }

        /// The bytes left in the part being read; empty at the end.
        var current: ArraySlice<UInt8> { !head.isEmpty ? head : !prefix.isEmpty ? prefix : name }

        mutating func advance(by count: Int) {
            if !head.isEmpty {
                head = head.dropFirst(count)
            } else if !prefix.isEmpty {
                prefix = prefix.dropFirst(count)
            } else {
                name = name.dropFirst(count)
            }
        }
    }

    static func == (lhs: WalkedFile, rhs: WalkedFile) -> Bool {
        lhs.displayPath == rhs.displayPath && lhs.path == rhs.path
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(displayPath)
    }
}
