/// Reads the title an argument or label closure holds, when syntax alone can tell it: a string
/// literal, a `let` constant with a literal value in the same file, a literal wrapped in
/// `Text`, `NSLocalizedString`, `String(localized:)` and the other catalogued wrappers (a key
/// looked up in the project's catalogs), or a generated accessor's use (`L10n.Common.cancel`).
/// Anything else (variables, parameters, calls the catalogue does not know) stays unread.
struct TitleResolver {
    let tree: SyntaxTree
    /// Where the title wrappers and label views are named.
    let catalogue: APICatalogue
    /// The project's catalogs and accessors.
    let localization: ProjectLocalization
    /// The frameworks the file imports: SwiftUI's own key lookup happens only in its files.
    let frameworks: FrameworkSet
    private let constants: ConstantTable

    init(tree: SyntaxTree, catalogue: APICatalogue = .standard, localization: ProjectLocalization = .none,
         frameworks: FrameworkSet = []) {
        self.tree = tree
        self.catalogue = catalogue
        self.localization = localization
        self.frameworks = frameworks
        self.constants = ConstantTable(tree: tree)
    }

    /// The call whose name is `token` (`SyntaxTree.call(namedAt:)`).
    func call(namedAt token: Int) -> Int? {
        tree.call(namedAt: token)
    }

    /// The title held by the tokens of an argument's value.
    /// `scope` is where the value is written: a constant must be visible from there.
    /// `literalIsKey`: a literal there is a key this file looks up (SwiftUI's `Button("…")`).
    func title(in value: Range<Int>, scope: Int, literalIsKey: Bool = false, wrapperDepth: Int = 0) -> ResolvedTitle? {
        // Wrappers nest a few levels in real code (`Text(NSLocalizedString(…))`); input that nests
        // deeper is not a title, and stopping keeps the recursion shallow.
        guard let first = value.first, wrapperDepth < 4 else { return nil }
        let tokens = tree.tokens
        switch tokens[first].kind {
        case .stringLiteral where value.count == 1:
            if literalIsKey { return implicitKeyTitle(at: first) }
            return literalTitle(at: first, origin: .literal)
        case .identifier:
            if let callIndex = call(namedAt: first) {
                return wrappedTitle(callIndex, in: value, wrapperDepth: wrapperDepth)
            }
            if let literalToken = constants.literalToken(for: value, from: scope) {
                return literalTitle(at: literalToken, origin: .constant)
            }
            return accessorTitle(in: value)
        default:
            return nil
        }
    }

    /// The single `Text` or `Label` inside a label closure; nil when there are none or several.
    /// The calls are walked in place (no arrays of indices), a call on a receiver is turned away
    /// before its name is hashed, and a second label ends the walk.
    func labelTitle(in body: Range<Int>) -> ResolvedTitle? {
        let calls = tree.calls
        var only: Int?
        var index = tree.firstCall(namedFrom: body.lowerBound)
        while index < calls.count, calls[index].nameToken < body.upperBound {
            if calls[index].receiver == [], catalogue.labelViews.contains(calls[index].name) {
                guard only == nil else { return nil }
                only = index
            }
            index += 1
        }
        guard let only else { return nil }
        return wrappedTitle(only, in: nil, wrapperDepth: 0)
    }

    /// Whether a label closure shows icons and nothing else (`{ Image(systemName: "trash") }`):
    /// every view in it is an icon view, modifiers aside.
    func showsOnlyIcons(_ body: Range<Int>) -> Bool {
        let views = calls(in: body).filter { tree.calls[$0].receiver == [] }
        return !views.isEmpty && views.allSatisfy { catalogue.iconViews.contains(tree.calls[$0].name) }
    }

    /// Indices of the calls whose names lie inside `range` (calls are ordered by name position).
    func calls(in range: Range<Int>) -> [Int] {
        let calls = tree.calls
        var low = tree.firstCall(namedFrom: range.lowerBound)
        var result: [Int] = []
        while low < calls.count, calls[low].nameToken < range.upperBound {
            result.append(low)
            low += 1
        }
        return result
    }

    /// `Text("Save")`, `NSLocalizedString("key", value: "Save", comment: "")`, `String(localized: "Save")`.
    /// With a `value` range, the wrapper must fill it, modifiers aside (`Text("Save").bold()`).
    /// The call is read in place: a copy retained and released each of its parts.
    private func wrappedTitle(_ callIndex: Int, in value: Range<Int>?, wrapperDepth: Int) -> ResolvedTitle? {
        let calls = tree.calls
        guard calls[callIndex].receiver == [], let wrapper = catalogue.wrappersByCallee[calls[callIndex].name] else { return nil }
        let endToken = calls[callIndex].endToken
        if let value, endToken + 1 < value.upperBound, tree.tokens[endToken + 1].kind != .period {
            return nil
        }
        // The lookup is read where the wrapper holds it, not bound by `if let` (a copy of it and
        // its labels).
        switch wrapper.keyLookup {
        case .some(let lookup) where appliesHere(lookup):
            if let looked = lookedUpTitle(ofCallAt: callIndex, in: calls, lookup) { return looked.title }
        default:
            break
        }
        for label in wrapper.labels {
            guard let argument = calls[callIndex].argument(labeled: label) else { continue }
            if label == nil, calls[callIndex].arguments.first?.label != nil { continue }
            guard argument.value.count == 1, tree.tokens[argument.value.lowerBound].kind == .stringLiteral else {
                return title(in: argument.value, scope: calls[callIndex].scope, wrapperDepth: wrapperDepth + 1)
            }
            return literalTitle(at: argument.value.lowerBound, origin: .literal)
        }
        return nil
    }

    func literalTitle(at token: Int, origin: TitleOrigin, catalogKey: CatalogKeyReference? = nil) -> ResolvedTitle? {
        let start = tree.tokens[token].range.lowerBound
        guard let literal = tree.lexed.literal(startingAt: start), literal.isTerminated else { return nil }
        return ResolvedTitle(text: LiteralText(literal, in: tree.lexed.source), origin: origin, catalogKey: catalogKey,
                             anchor: literal.range, countInterpolations: countInterpolations(in: literal))
    }
}

/// `let` constants with a literal value, found by name (`deleteTitle`) where the constant is
/// visible, or by type and name (`Strings.delete`). A name declared more than once in the file in
/// any way (another `let` or `var`, a parameter, a `for` or `case` variable) is not resolved.
struct ConstantTable {
    private let tree: SyntaxTree
    private var constantByName: [String: Binding] = [:]
    private var constantByMember: [String: Binding] = [:]

    init(tree: SyntaxTree) {
        self.tree = tree
        var candidates: [Binding] = []
        var declarationCounts: [String: Int]?  // counted by the tree when read: once, at the first literal constant
        for binding in tree.bindings where binding.isConstant && binding.value.count == 1 {
            guard tree.tokens[binding.value.lowerBound].kind == .stringLiteral else { continue }
            if declarationCounts == nil { declarationCounts = tree.declarationCounts }
            guard declarationCounts?[binding.name] == 1 else { continue }
            candidates.append(binding)
        }
        guard !candidates.isEmpty else { return }
        // A file has few such constants and many parameters: each parameter name is compared
        // with the constants' names instead of every one being put in a set, and a file without
        // such a constant reads no parameter name at all.
        let names = candidates.map(\.name)
        let nameSet = names.count > 16 ? Set(names) : nil
        var shadowed: Set<String> = []
        for scope in tree.scopes {
            for name in scope.parameterNames where nameSet?.contains(name) ?? names.contains(name) {
                shadowed.insert(name)
            }
        }
        for binding in candidates where !shadowed.contains(binding.name) {
            if binding.isTypeMember, case .type(_, let typeName) = tree.scopes[binding.scope].kind {
                constantByMember[typeName + "." + binding.name] = binding
            }
            constantByName[binding.name] = binding
        }
    }

    /// The literal token of the constant `value` names (`name` or `Type.name`), seen from `scope`:
    /// a constant is visible in the scope it is declared in and every scope inside it.
    func literalToken(for value: Range<Int>, from scope: Int) -> Int? {
        let tokens = tree.tokens
        let first = value.lowerBound
        if value.count == 1 {
            guard let binding = constantByName[tree.text(first)], tree.scope(binding.scope, encloses: scope) else { return nil }
            return binding.value.lowerBound
        }
        if value.count == 3, tokens[first + 1].kind == .period, tokens[first + 2].kind == .identifier {
            return constantByMember[tree.text(first) + "." + tree.text(first + 2)]?.value.lowerBound
        }
        return nil
    }
}

/// The text a string literal stands for, as a title: escapes decoded, each interpolation replaced
/// by U+FFFC, and where each Unicode scalar was written in the file, so a fix can rewrite exactly
/// those bytes.
struct LiteralText: Sendable, Equatable {
    /// Stands for an interpolation in title text: an opaque word.
    static let interpolationMarker: Unicode.Scalar = "\u{FFFC}"

    var text: String
    /// Where the text's scalars were written: runs of scalars taken from the file as they are,
    /// each scalar's bytes right after the one before. Scalars in no run came from an escape or an
    /// interpolation (or follow a repaired invalid sequence) and are never rewritten. A run per
    /// piece of text instead of a byte range per scalar: a plain literal keeps one, held in
    /// `firstRun` (no array to allocate, and none to count references on when a title is copied).
    private var firstRun: SourceRun?
    /// The runs after the first, in order.
    private var laterRuns: [SourceRun]
    /// Scalars in `text`.
    private var scalarCount: Int

    struct SourceRun: Sendable, Equatable {
        /// Scalar offsets into `text`.
        var scalars: Range<Int>
        /// Where the first of them starts in the file.
        var byteStart: Int
    }

    /// The bytes of `range` as a String when they are all ASCII, else nil.
    static func asciiText(_ range: Range<Int>, in bytes: [UInt8]) -> String? {
        let piece = bytes[range]
        for byte in piece where byte >= 0x80 { return nil }
        return String(decoding: piece, as: UTF8.self)
    }

    /// The literal and its file are borrowed, not copied in and destroyed here as initializer
    /// arguments are by default.
    init(_ literal: borrowing StringLiteral, in source: borrowing SourceFile) {
        // Most titles are one piece of ASCII text: the text is the file's bytes, in one run.
        if literal.segmentCount == 1, case .text(let range) = literal.segment(at: 0),
           let ascii = Self.asciiText(range, in: source.bytes) {
            text = ascii
            firstRun = range.isEmpty ? nil : SourceRun(scalars: 0..<range.count, byteStart: range.lowerBound)
            laterRuns = []
            scalarCount = range.count
            return
        }
        var scalars = String.UnicodeScalarView()
        var runs: [SourceRun] = []
        var count = 0
        for index in 0..<literal.segmentCount {
            switch literal.segment(at: index) {
            case .text(let range):
                let runStart = count
                // After a repaired invalid sequence the byte offsets are unknown: stop mapping.
                var offsetsAreKnown = true
                var runEnd = count
                for scalar in String(decoding: source.bytes[range], as: UTF8.self).unicodeScalars {
                    if scalar == "\u{FFFD}" { offsetsAreKnown = false }
                    scalars.append(scalar)
                    count += 1
                    if offsetsAreKnown { runEnd = count }
                }
                if runEnd > runStart { runs.append(SourceRun(scalars: runStart..<runEnd, byteStart: range.lowerBound)) }
            case .escape(_, let scalar):
                scalars.append(scalar ?? "\u{FFFD}")
                count += 1
            case .interpolation:
                scalars.append(Self.interpolationMarker)
                count += 1
            }
        }
        self.text = String(scalars)
        self.firstRun = runs.first
        self.laterRuns = Array(runs.dropFirst())
        self.scalarCount = count
    }

    /// Text that comes from no literal of the file (a catalog value, an accessor's fallback): no
    /// scalar has bytes here, so no edit of the Swift file can fix it.
    init(unwritten text: String) {
        self.text = text
        self.firstRun = nil
        self.laterRuns = []
        self.scalarCount = Self.scalarCount(of: text)
    }

    /// The Unicode scalars of `text`, counted from its UTF-8 bytes: each scalar has one byte that
    /// is no continuation byte (`10xxxxxx`).
    private static func scalarCount(of text: String) -> Int {
        let bytes = text.utf8.span
        var count = 0
        for index in bytes.indices where bytes[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    /// The text as shown when `marker` marks the access key (GTK's `"_Save"` shows "Save"): each
    /// marker is left out, and a doubled one shows once. The scalars kept keep their bytes, so a
    /// fix rewrites the letters and never the marker.
    func droppingMnemonicMarkers(_ marker: Unicode.Scalar) -> LiteralText {
        guard text.unicodeScalars.contains(marker) else { return self }
        var kept = String.UnicodeScalarView()
        var runs: [SourceRun] = []
        var count = 0
        var pendingMarker = false
        // The byte after the last run's last scalar: a scalar written right there continues it.
        var runEnd: Int?
        forEachScalar { scalar, source in
            if scalar == marker, !pendingMarker {
                pendingMarker = true
                return
            }
            pendingMarker = false
            kept.append(scalar)
            if let source {
                if let end = runEnd, end == source.lowerBound, let last = runs.last, last.scalars.upperBound == count {
                    runs[runs.count - 1].scalars = last.scalars.lowerBound..<count + 1
                } else {
                    runs.append(SourceRun(scalars: count..<count + 1, byteStart: source.lowerBound))
                }
                runEnd = source.upperBound
            }
            count += 1
        }
        var result = LiteralText(unwritten: String(kept))
        result.firstRun = runs.first
        result.laterRuns = Array(runs.dropFirst())
        return result
    }

    /// The runs, in order.
    private var runCount: Int { firstRun == nil ? 0 : 1 + laterRuns.count }

    /// Whether every scalar is one ASCII byte of a single run of the file: the text is those
    /// bytes as written, with no escape, interpolation or other scalar in it.
    var isOneASCIIRun: Bool {
        guard laterRuns.isEmpty, let run = firstRun else { return false }
        return run.scalars == 0..<scalarCount && text.utf8.count == scalarCount
    }

    private func run(_ index: Int) -> SourceRun {
        index == 0 ? firstRun! : laterRuns[index - 1]
    }

    /// The file bytes each scalar of `text` was written as, or nil when it came from an escape
    /// or an interpolation.
    var scalarSources: [Range<Int>?] {
        var sources: [Range<Int>?] = []
        sources.reserveCapacity(scalarCount)
        forEachScalar { _, source in sources.append(source) }
        return sources
    }

    /// Calls `body` with each scalar of `text` and the file bytes it was written as, in order.
    private func forEachScalar(_ body: (Unicode.Scalar, Range<Int>?) -> Void) {
        var nextRun = 0
        var offset = 0
        let runCount = self.runCount
        for (index, scalar) in text.unicodeScalars.enumerated() {
            if nextRun < runCount, run(nextRun).scalars.lowerBound == index { offset = run(nextRun).byteStart }
            if nextRun < runCount, run(nextRun).scalars.contains(index) {
                let width = UTF8.width(scalar)
                body(scalar, offset..<offset + width)
                offset += width
                if index + 1 == run(nextRun).scalars.upperBound { nextRun += 1 }
            } else {
                body(scalar, nil)
            }
        }
    }

    /// Title text as people read it: each interpolation shown as `\(…)`.
    static func display(_ text: String) -> String {
        guard holdsInterpolationMarker(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if scalar == interpolationMarker { shown += "\\(…)" } else { shown.unicodeScalars.append(scalar) }
        }
        return shown
    }

    /// The edits that turn this text into `corrected`, which must have the same scalars but for
    /// letter case. Nil when a changed scalar came from an escape or would change byte length.
    func caseEdits(to corrected: String) -> [TextEdit]? {
        if let edits = asciiRunCaseEdits(to: corrected) { return edits }
        let new = Array(corrected.unicodeScalars)
        guard new.count == scalarCount else { return nil }
        var edits: [TextEdit] = []
        var index = 0
        var isFixable = true
        forEachScalar { scalar, source in
            defer { index += 1 }
            guard isFixable, scalar != new[index] else { return }
            // Encoded directly: `Array(String(scalar).utf8)` here is miscompiled in the fuzz build
            // (Swift 6.3.1, -O with AddressSanitizer, whole module), which frees the array before
            // copying the bytes into it.
            var bytes: [UInt8] = []
            UTF8.encode(new[index]) { bytes.append($0) }
            guard let range = source, bytes.count == range.count else {
                isFixable = false
                return
            }
            edits.append(TextEdit(range: range, replacement: bytes))
        }
        return isFixable ? edits : nil
    }

    /// `caseEdits` for the common title: ASCII text written as one run and an ASCII correction of
    /// the same length, compared byte by byte (each byte is a scalar and its own source byte),
    /// with no walk over scalars. Nil when the title is another kind.
    private func asciiRunCaseEdits(to corrected: String) -> [TextEdit]? {
        guard laterRuns.isEmpty, let run = firstRun, run.scalars == 0..<scalarCount,
              text.utf8.count == scalarCount, corrected.utf8.count == scalarCount else { return nil }
        let old = text.utf8.span
        let new = corrected.utf8.span
        for index in new.indices where new[index] >= 0x80 { return nil }
        var edits: [TextEdit] = []
        for index in 0..<scalarCount where old[index] != new[index] {
            let byte = run.byteStart + index
            edits.append(TextEdit(range: byte..<byte + 1, replacement: [new[index]]))
        }
        return edits
    }
}

// MARK: A branch of a conditional interpolation (`ConditionalTitles`)

extension LiteralText {
    /// This text with the interpolation marker at scalar `index` replaced by `branch`'s text: the
    /// title one branch of `"\(isVisible ? "Hide" : "Show") Area"` gives. Only the branch's own
    /// scalars keep their bytes in the file; the text around it, which every branch shares, has
    /// none, so a fix of one branch never rewrites what another branch's title reads too.
    func splicing(_ branch: LiteralText, atScalar index: Int) -> LiteralText {
        var scalars = String.UnicodeScalarView()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if offset == index { scalars.append(contentsOf: branch.text.unicodeScalars) } else { scalars.append(scalar) }
        }
        var spliced = LiteralText(unwritten: String(scalars))
        let runs = (0..<branch.runCount).map { position in
            var run = branch.run(position)
            run.scalars = run.scalars.lowerBound + index..<run.scalars.upperBound + index
            return run
        }
        spliced.firstRun = runs.first
        spliced.laterRuns = Array(runs.dropFirst())
        return spliced
    }
}
