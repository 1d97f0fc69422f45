/// An argument as the parse finishes it: its label's token (-1 for none) and its value.
struct OpenArgument {
    var labelToken: Int
    var start: Int
    var end: Int
}

/// A trailing closure as the parse opens it: its call, its label's token, its body.
struct OpenedTrailingClosure {
    var call: Int32
    var labelToken: Int
    var body: Range<Int>
}

extension SyntaxTreeBuilder {
    mutating func currentSlot() -> CallSlot? {
        let top = frames.count - 1
        guard let call = frames[top].ownCall else { return frames[top].inheritedSlot }
        switch frames[top].kind {
        case .paren: return CallSlot(call: call, position: .argument(frames[top].argumentIndex))
        default: return CallSlot(call: call, position: .trailingClosure(frames[top].trailingIndex))
        }
    }

    mutating func makeCall(nameToken: Int, openParen: Int?) -> Int {
        let (receiver, isImplicit) = reader.receiverChain(before: nameToken)
        calls.append(Call.parsed(name: reader.text(nameToken), nameToken: nameToken, receiver: receiver, isImplicitMember: isImplicit,
                          openParen: openParen, endToken: openParen ?? nameToken, parent: currentSlot(),
                          scope: frames[frames.count - 1].scope, block: frames[frames.count - 1].block))
        trailingClosureCounts.append(0)
        return calls.count - 1
    }

    mutating func beginArgument(in frame: Int, at index: Int) {
        if index + 1 < tokens.count, tokens[index].kind == .identifier, tokens[index + 1].kind == .colon {
            frames[frame].argumentLabelToken = index
            frames[frame].argumentStart = index + 2
        } else {
            frames[frame].argumentLabelToken = nil
            frames[frame].argumentStart = index
        }
    }

    mutating func finishArgument(in frame: Int, end: Int) {
        guard frames[frame].ownCall != nil else { return }
        finishArgument(labelToken: frames[frame].argumentLabelToken, start: frames[frame].argumentStart, end: end)
    }

    /// An argument of the innermost open call.
    mutating func finishArgument(labelToken: Int?, start: Int, end: Int) {
        openArguments.append(OpenArgument(labelToken: labelToken ?? -1, start: start, end: max(start, end)))
    }

    mutating func handleComma(_ index: Int) {
        closeOpenValues(deeperThan: frames.count - 1, end: index)
        let top = frames.count - 1
        if frames[top].isParameterList {
            finishParameter()
        } else if frames[top].kind == .paren, frames[top].ownCall != nil {
            finishArgument(in: top, end: index)
            frames[top].argumentIndex += 1
            beginArgument(in: top, at: index + 1)
        }
    }

    /// Moves a closed call's arguments (the last ones open, from `base`: its nested calls have
    /// moved theirs) to the finished ones.
    mutating func closeArguments(of call: Int, from base: Int) {
        let count = openArguments.count - base
        guard count > 0 else { return }
        calls[call].placeArguments(finishedArguments.count..<finishedArguments.count + count)
        for position in base..<openArguments.count {
            let open = openArguments[position]
            finishedArguments.append(Argument(label: open.labelToken < 0 ? nil : reader.text(open.labelToken),
                                              value: open.start..<open.end))
        }
        // One `removeLast()` per argument: `removeLast(count)` goes through the general range
        // removal, several times slower for the few arguments a call has.
        for _ in 0..<count { openArguments.removeLast() }
    }

    /// Makes the lists the calls' arguments and trailing closures are runs of and hands them to
    /// the calls that have any: arguments as their calls closed (each call's run placed then),
    /// trailing closures gathered by call, each call's in their order.
    mutating func attachCallParts() {
        let closures = trailingClosuresByCall()
        let storage = CallPartsStorage(arguments: finishedArguments, trailingClosures: closures)
        finishedArguments = []
        for index in calls.indices where calls[index].hasParts { calls[index].attachParts(storage) }
    }

    /// The trailing closures gathered by call, each call's in order, with each call's run placed.
    private mutating func trailingClosuresByCall() -> [TrailingClosure] {
        let entries = openedTrailingClosures
        openedTrailingClosures = []
        guard !entries.isEmpty else { return [] }
        var parts: [TrailingClosure] = []
        parts.reserveCapacity(entries.count)
        if entries.indices.dropFirst().allSatisfy({ entries[$0 - 1].call <= entries[$0].call }) {
            // Already by call (a call's later closure rarely follows closures of calls nested in
            // its earlier one): each call's are a run, placed as it ends, with no table of starts.
            var runStart = 0
            for (position, entry) in entries.enumerated() {
                parts.append(reader.trailingClosure(entry))
                if position + 1 == entries.count || entries[position + 1].call != entry.call {
                    calls[Int(entry.call)].placeTrailingClosures(runStart..<position + 1)
                    runStart = position + 1
                }
            }
        } else {
            // Gathered by call with a counting sort, so each call's stay in order: `starts[call]`
            // is where the call's begin.
            var starts = [Int](repeating: 0, count: calls.count + 1)
            for entry in entries { starts[Int(entry.call) + 1] += 1 }
            for index in calls.indices { starts[index + 1] += starts[index] }
            var next = starts
            var order = Array(entries.indices)
            for (position, entry) in entries.enumerated() {
                order[next[Int(entry.call)]] = position
                next[Int(entry.call)] += 1
            }
            for position in order { parts.append(reader.trailingClosure(entries[position])) }
            for index in calls.indices where trailingClosureCounts[index] > 0 {
                calls[index].placeTrailingClosures(starts[index]..<starts[index + 1])
            }
        }
        return parts
    }
}
