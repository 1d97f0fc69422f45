/// Pieces several streaming reporters share, so each writes only its own markup.

/// A JSON array written one element at a time: `[` before the first, `,` between, and the
/// right close whether or not anything came.
struct JSONArrayStream {
    private var hasElements = false

    /// The text that puts `element` (JSON already) into the array.
    mutating func add(_ element: String) -> String {
        defer { hasElements = true }
        return (hasElements ? ",\n  " : "[\n  ") + element
    }

    func finish() -> String {
        hasElements ? "\n]\n" : "[]\n"
    }
}

/// Findings grouped by file in a document that streams (Checkstyle `<file>`, JUnit
/// `<testcase>`, the HTML page's `<tbody>`): the document's head before the first finding, a
/// group opened for each file, and the group closed before the next file's and at the end.
struct FileGroupStream {
    var head: String
    var open: (String) -> String
    var close: String
    private var current: String?

    init(head: String, open: @escaping (String) -> String, close: String) {
        self.head = head
        self.open = open
        self.close = close
    }

    /// The text to write before a finding of `path`: nothing while its file's group is open.
    mutating func enter(_ path: String) -> String {
        guard current != path else { return "" }
        let before = current == nil ? head : close
        current = path
        return before + open(path)
    }

    /// The text that closes the last group; `whenEmpty` when no finding came.
    func finish(whenEmpty: String) -> String {
        current == nil ? whenEmpty : close
    }
}
