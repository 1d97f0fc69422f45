/// The places of one folder's kept files, each a `WalkedFile` can point into with its 16 bytes:
/// one place, unless a name starts more than `WalkedFile.maximumNameOffset` bytes into the names
/// (a folder of a few hundred thousand files) or a name that is not the last of its place is too
/// long for its length to be stored (`WalkedFile.nameRunsToEnd`: more than 254 bytes, which
/// macOS allows, 255 characters taking up to 765 bytes). Then the names are cut into runs, each
/// in a place of its own with the folder's paths; such a place is a place like any other (files
/// of different places of one folder compare by their whole display paths, and each opens the
/// folder for its reads).
struct FolderPlaces {
    /// The place of the first names, and where its names begin in the folder's names.
    private let first: (place: FilePlace, base: Int)
    /// For each further place, the index of its first name in the folder's names.
    private let more: [(firstName: Int, place: FilePlace, base: Int)]

    /// `nameRanges`: where each kept name lies in `names`, in the order they were added (each
    /// begins where the one before ends).
    init(pathPrefix: String, displayPrefix: String, names: [UInt8], nameRanges: some Collection<Range<Int>>,
         origin: FilePlace.Origin?, maximumNameOffset: Int = WalkedFile.maximumNameOffset) {
        func make(_ bytes: Range<Int>) -> FilePlace {
            FilePlace.make(pathPrefix: pathPrefix, displayPrefix: displayPrefix, names: names[bytes], origin: origin)
        }
        // Where each place after the first begins: its first name's index and byte.
        var starts: [(firstName: Int, base: Int)] = []
        var base = 0
        var previousRunsToEnd = false
        for (index, range) in nameRanges.enumerated() {
            if index > 0, previousRunsToEnd || range.lowerBound - base > maximumNameOffset {
                starts.append((index, range.lowerBound))
                base = range.lowerBound
            }
            previousRunsToEnd = range.count >= WalkedFile.nameRunsToEnd
        }
        guard let second = starts.first else {
            first = (make(0..<names.count), 0)
            more = []
            return
        }
        first = (make(0..<second.base), 0)
        more = starts.indices.map { run in
            let end = run + 1 < starts.count ? starts[run + 1].base : names.count
            return (starts[run].firstName, make(starts[run].base..<end), starts[run].base)
        }
    }

    /// The file whose name is `nameRanges[index]`, flagged as `isThroughLink` says.
    func file(named range: Range<Int>, at index: Int, isThroughLink: Bool) -> WalkedFile {
        var run = first
        // The last place beginning at or before the name, found by halving: a folder of long
        // names has a place for nearly every name.
        var low = 0, high = more.count
        while low < high {
            let middle = (low + high) / 2
            if more[middle].firstName <= index { low = middle + 1 } else { high = middle }
        }
        if low > 0 { run = (more[low - 1].place, more[low - 1].base) }
        return WalkedFile(place: run.place, nameOffset: range.lowerBound - run.base, nameCount: range.count,
                          isThroughLink: isThroughLink)
    }
}
