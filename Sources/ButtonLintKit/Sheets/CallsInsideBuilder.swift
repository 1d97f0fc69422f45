/// The calls a sheet's builder holds, read from the calls inside it: calls are ordered by name,
/// and every call inside another (in one of its arguments or closures) is named after it and by
/// its last token, so they follow it in one run. A file's menus and dialogs hold a few of its
/// calls, fewer than indexes of every call's children and of every menu's buttons would read.
/// Past the scan budget (nested menus, each scanning the calls of those inside it again) the
/// file's indexes are built and read instead.
extension SheetExtractor.Context {
    /// The calls inside `call`.
    func calls(inside call: Int) -> Range<Int> {
        call + 1..<firstCall(namedAfter: tree.calls[call].endToken, from: call + 1)
    }

    /// The first call from `start` on whose name lies after `token`, found by halving.
    func firstCall(namedAfter token: Int, from start: Int = 0) -> Int {
        let calls = tree.calls
        var low = start
        var high = calls.count
        while low < high {
            let mid = (low + high) / 2
            if calls[mid].nameToken <= token { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The calls directly in `slot`, in order.
    func calls(in slot: CallSlot) -> SlotCalls {
        let inside = calls(inside: slot.call)
        if spendScan(inside.count) { return SlotCalls(tree.calls, slot: slot, scanning: inside) }
        return SlotCalls(tree.calls, slot: slot, listed: childrenByCall.children(ofCall: slot.call))
    }

    /// The action buttons `owner` owns, in call order: those in its content, through sections
    /// and groups, but not those in a menu container inside it, whose own they are.
    func ownedButtons(of owner: Int) -> OwnedButtons {
        let inside = calls(inside: owner)
        guard spendScan(inside.count) else { return OwnedButtons(tree.calls, listed: buttonsByOwner.buttons(of: owner)) }
        let names = ownershipNames
        // A builder that is no menu container owns nothing.
        guard names.isContainer(tree.calls[owner].name) else { return OwnedButtons(tree.calls, listed: []) }
        return OwnedButtons(tree.calls, owner: owner, scanning: inside, names: names)
    }
}

/// The action buttons a menu owns, in call order: the calls inside it scanned for the buttons
/// whose first container up is the menu, or the menu's run in the file's index.
struct OwnedButtons: IteratorProtocol {
    private let calls: [Call]
    private let owner: Int
    private let names: OwnershipNames?
    /// The menu's buttons, when read from the index (`position..<end` are places in it); empty
    /// when the calls `position..<end` are scanned.
    private let listed: ArraySlice<Int32>
    private var position: Int
    private let end: Int

    init(_ calls: [Call], owner: Int, scanning inside: Range<Int>, names: OwnershipNames) {
        self.calls = calls
        self.owner = owner
        self.names = names
        listed = []
        position = inside.lowerBound
        end = inside.upperBound
    }

    init(_ calls: [Call], listed: ArraySlice<Int32>) {
        self.calls = calls
        owner = -1
        names = nil
        self.listed = listed
        position = listed.startIndex
        end = listed.endIndex
    }

    /// At most how many buttons are left: room for their actions.
    var bound: Int { end - position }

    mutating func next() -> Int? {
        guard let names else {
            guard position < end else { return nil }
            defer { position += 1 }
            return Int(listed[position])
        }
        while position < end {
            let call = position
            position += 1
            if names.isAction(calls[call].name) && owns(call, names) { return call }
        }
        return nil
    }

    /// Whether the menu owns `button`, a call inside it: the first container up from the button
    /// that holds it in its content (not its label) is its owner.
    private func owns(_ button: Int, _ names: OwnershipNames) -> Bool {
        var child = button
        while let slot = calls[child].parent {
            let parent = slot.call
            if parent == owner { return SheetExtractor.Context.ownsItsContent(calls[owner], slot: slot) }
            // A call before the menu is no call inside it: the button's chain passed the menu by.
            if parent < owner
                || names.isContainer(calls[parent].name) && SheetExtractor.Context.ownsItsContent(calls[parent], slot: slot) {
                return false
            }
            child = parent
        }
        return false
    }
}

/// The calls directly in one slot of a call, in order: the calls inside the call scanned, or its
/// children in the file's index, those of the slot kept.
struct SlotCalls: IteratorProtocol {
    private let calls: [Call]
    private let slot: CallSlot
    /// The call's children, when read from the index (`position..<end` are places in it);
    /// empty when the calls `position..<end` are scanned.
    private let listed: ArraySlice<Int32>
    private let isListed: Bool
    private var position: Int
    private let end: Int

    init(_ calls: [Call], slot: CallSlot, scanning inside: Range<Int>) {
        self.calls = calls
        self.slot = slot
        listed = []
        isListed = false
        position = inside.lowerBound
        end = inside.upperBound
    }

    init(_ calls: [Call], slot: CallSlot, listed: ArraySlice<Int32>) {
        self.calls = calls
        self.slot = slot
        self.listed = listed
        isListed = true
        position = listed.startIndex
        end = listed.endIndex
    }

    /// At most how many calls are left: room for the actions among them.
    var bound: Int { end - position }

    mutating func next() -> Int? {
        while position < end {
            let call = isListed ? Int(listed[position]) : position
            position += 1
            if calls[call].parent == slot { return call }
        }
        return nil
    }
}
