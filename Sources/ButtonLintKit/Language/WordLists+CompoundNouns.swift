extension WordLists {
    /// Nouns spelled as one word where the action is a two-word verb: the title should use the
    /// verb phrase. Keys are lowercase without hyphens ("log-in" is looked up as "login"). Nouns
    /// whose button is more often a place than an action ("Layout", "Workout", "Markup") are left
    /// out: the verb phrase would be bad advice there.
    static let compoundNouns: [String: String] = [
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
}
