import Testing
@testable import ButtonLintKit

extension LanguageTests {
    /// The generated WordNet lexicon and the hand-kept UI verbs.
    @Suite struct VerbLexiconTests {
        let lexicon = VerbLexicon()

        @Test func theGeneratedListParsesToTheCountItDeclares() {
            #expect(VerbLexicon.wordNetVerbs.count == VerbLexicon.wordNetVerbCount)
            #expect(VerbLexicon.wordNetVerbCount > 8000)
            #expect(VerbLexicon.builtInCount >= VerbLexicon.wordNetVerbCount)
        }

        @Test(arguments: ["delete", "share", "add", "save", "open", "copy", "paste", "sync", "email", "undo", "x-ray", "okay"])
        func wordNetVerbsAreKnown(_ verb: String) {
            #expect(lexicon.contains(verb))
        }

        @Test(arguments: ["deleted", "deleting", "deletes", "photos", "settings", "yes", "no", "login", "setup", "found", "saw", "felt", "bound"])
        func inflectionsAndNounsAreNot(_ word: String) {
            #expect(!lexicon.contains(word))
        }

        @Test func lookupIgnoresCaseAndApostropheStyle() {
            #expect(lexicon.contains("DELETE"))
            #expect(lexicon.contains("Share"))
            #expect(VerbLexicon(extraVerbs: ["Rock’n’roll"]).contains("rock'n'roll"))
        }

        @Test func uiVerbsAreLowercaseAndNotAlreadyInWordNet() {
            for verb in VerbLexicon.uiVerbs where verb != "rent" && verb != "lay" {
                #expect(verb == WordKey.normalized(verb))
                #expect(!VerbLexicon.wordNetVerbs.contains(verb), "\(verb) is already in WordNet")
            }
            #expect(Set(VerbLexicon.uiVerbs).count == VerbLexicon.uiVerbs.count)
        }

        @Test func theGeneratedListIsSortedByBytes() {
            let verbs = Array(VerbLexicon.wordNetVerbs)
            #expect(zip(verbs, verbs.dropFirst()).allSatisfy { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }

        @Test func wordsAroundTheListAreNotFound() {
            for word in ["", "a", "aa", "aaa", "zzzzz", "delet", "deletee", "~"] {
                #expect(!VerbLexicon.wordNetVerbs.contains(word), "\(word)")
            }
        }

        @Test func everyGeneratedVerbIsFound() {
            #expect(VerbLexicon.wordNetVerbs.allSatisfy { lexicon.contains($0) })
        }

        @Test func theGeneratedListHasOnlyOneWordLemmas() {
            #expect(!VerbLexicon.wordNetVerbs.contains { $0.contains("_") || $0.contains(" ") || $0.isEmpty })
        }
    }
}
