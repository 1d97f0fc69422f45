/// The open buffers, by URI: their text as the editor has it, which is what is linted.
struct DocumentStore {
    struct Document {
        var uri: String
        var path: String
        var version: Int
        var bytes: [UInt8]
        /// Bumped on every change, so a delayed lint knows whether it is still wanted.
        var generation = 0
        /// How long the buffer's last lint took, in seconds: what a change in a burst waits.
        var lintSeconds = 0.0
    }

    /// One `contentChanges` entry: a range and its new text, or the whole text when `range` is nil.
    struct Change {
        var range: (start: Position, end: Position)?
        var text: String
    }

    private(set) var documents: [String: Document] = [:]

    mutating func noteLint(uri: String, seconds: Double) {
        documents[uri]?.lintSeconds = seconds
    }

    subscript(uri: String) -> Document? { documents[uri] }

    mutating func open(uri: String, path: String, version: Int, text: String) {
        documents[uri] = Document(uri: uri, path: path, version: version, bytes: Array(text.utf8))
    }

    mutating func close(uri: String) {
        documents[uri] = nil
    }

    /// Applies changes in order, each to the text the previous one left; false when the
    /// document is not open.
    @discardableResult
    mutating func change(uri: String, version: Int?, changes: [Change], encoding: PositionEncoding) -> Bool {
        guard var document = documents[uri] else { return false }
        for change in changes {
            guard let range = change.range else {
                document.bytes = Array(change.text.utf8)
                continue
            }
            let index = LineIndex(document.bytes)
            let start = index.offset(of: range.start, encoding: encoding)
            let end = max(start, index.offset(of: range.end, encoding: encoding))
            document.bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
        }
        if let version { document.version = version }
        document.generation += 1
        documents[uri] = document
        return true
    }
}
