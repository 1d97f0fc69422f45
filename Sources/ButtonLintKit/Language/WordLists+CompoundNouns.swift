extension WordLists {
    /// Nouns spelled as one word where the action is a two-word verb (SPEC 1.2): the title
    /// should use the verb phrase. Keys are lowercase without hyphens ("log-in" is looked up as
    /// "login"). Nouns whose button is more often a place than an action ("Layout", "Workout",
    /// "Markup") are left out: the verb phrase would be bad advice there.
    public static let compoundNouns: [String: String] = [
        "backup": "Back Up",
        "checkin": "Check In",
        "checkout": "Check Out",
        "cleanup": "Clean Up",
        "followup": "Follow Up",
        "login": "Log In",
        "logoff": "Log Off",
        "logon": "Log On",
        "logout": "Log Out",
        "lookup": "Look Up",
        "optin": "Opt In",
        "optout": "Opt Out",
        "pickup": "Pick Up",
        "rollback": "Roll Back",
        "setup": "Set Up",
        "shutdown": "Shut Down",
        "signin": "Sign In",
        "signon": "Sign On",
        "signout": "Sign Out",
        "signup": "Sign Up",
    ]

    /// `compoundNouns[key]`, with a key of an ASCII title ruled out by a filter first when it
    /// can be (nearly every first word is none of these nouns; hashing it cost some 400
    /// instructions, twice a title: the verb and the destructive verdicts both ask).
    static func compoundNoun(_ key: String, inASCIITitle isASCII: Bool) -> String? {
        if isASCII, !compoundNounFilter.mayContain(key) { return nil }
        return compoundNouns[key]
    }

    private static let compoundNounFilter = KeyFilter(compoundNouns.keys)
}
