/// The forms the sheets of a file give their actions, read from what the Sheets stage found
/// (each sheet's title, its actions and their roles) and the actions' handlers:
/// - the cancel action is the dismiss button ("Not Now");
/// - the actions of a sheet whose title starts with a verb are its options: the verb is said
///   once, on the sheet ("Create Relation Type" ▸ "Multipolygon");
/// - actions whose handlers assign different values to one target are choices
///   (`settings.buttonLayout = .left` / `= .right`).
/// Cancel actions take no part in the last two.
struct SheetActionForms {
    let tree: SyntaxTree
    let names: ControlFormNames
    let sites: [TitleSite]

    /// Each form, by the start of the action's title.
    /// `language` tells whether a sheet's title starts with a verb; without one, the standard verbs do.
    func forms(of sheets: [Sheet], language: RuleLanguage?) -> [Int: ControlForm] {
        var forms: [Int: ControlForm] = [:]
        var callByTitle: [Int: Int]?
        var checker: VerbChecker?
        let closures = ActionClosures(tree: tree, names: names)
        for sheet in sheets where sheet.kind == .alert || sheet.kind == .actionSheet || sheet.kind == .alertOrSheet {
            // The actions by the start of their titles: a title is a large value to copy.
            var choices: [Int] = []
            for action in sheet.actions {
                guard let anchor = action.title?.anchor.lowerBound else { continue }
                if action.role == .cancel {
                    forms[anchor] = .dismiss
                } else {
                    choices.append(anchor)
                }
            }
            guard !choices.isEmpty else { continue }
            if let title = sheet.title, asksWithAVerb(title.text.text, language: language, checker: &checker) {
                for choice in choices { forms[choice] = .option }
                continue
            }
            guard choices.count >= 2 else { continue }
            if callByTitle == nil {
                var calls: [Int: Int] = [:]
                for site in sites { if let call = site.call, let title = site.title { calls[title.anchor.lowerBound] = call } }
                callByTitle = calls
            }
            // Each target's values, and the actions that assign it.
            var valuesByTarget: [[String]: Set<String>] = [:]
            var choicesByTarget: [[String]: [Int]] = [:]
            for choice in choices {
                guard let call = callByTitle?[choice], let body = closures.handlerBody(ofCallAt: call)
                else { continue }
                var seen: Set<[String]> = []
                for assignment in closures.assignments(in: body) where seen.insert(assignment.target).inserted {
                    valuesByTarget[assignment.target, default: []].insert(assignment.value)
                    choicesByTarget[assignment.target, default: []].append(choice)
                }
            }
            for (target, anchors) in choicesByTarget where anchors.count >= 2 && valuesByTarget[target]!.count >= 2 {
                for anchor in anchors { forms[anchor] = .option }
            }
        }
        return forms
    }

    /// Whether a sheet's title names the action its options complete: it starts with a verb, asks
    /// no question ("Do you want to save?" asks; its answers still need verbs) and reports no
    /// state ("Sync Failed" tells what happened; its actions still need verbs).
    private func asksWithAVerb(_ title: String, language: RuleLanguage?, checker: inout VerbChecker?) -> Bool {
        guard !title.contains("?") else { return false }
        if let language {
            // The run's facts of the title say whether it starts with a verb (a skipped title
            // does not) without cutting it into words again: most sheet titles do not.
            guard language.facts(for: title).verbVerdict == .startsWithVerb else { return false }
            return !asksOrReports(TitleWords(title))
        }
        let words = TitleWords(title)
        guard !asksOrReports(words), TitleClassifier.skipReason(scalars: words.scalars) == nil else { return false }
        if checker == nil { checker = VerbChecker() }
        return checker?.verdict(of: words) == .startsWithVerb
    }

    /// Whether a title asks a question by its first word or reports a state by a later one.
    private func asksOrReports(_ words: TitleWords) -> Bool {
        guard let first = words.letterWordPositions.first else { return true }
        return names.questionWords.contains(words.words[first].key)
            || words.letterWordPositions.dropFirst().contains(where: { names.stateWords.contains(words.words[$0].key) })
    }
}
