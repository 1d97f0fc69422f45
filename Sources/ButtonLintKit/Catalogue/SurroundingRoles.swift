/// Roles a button is given outside its own call: by the call its content sits in, or by a
/// method called on the variable it is bound to. Each is an entry of the catalogue; a site whose
/// own call writes no role takes the first of these that applies.
struct SurroundingRoles: Sendable {
    var containers: [RoleContainer]
    var calls: [RoleCall]

    init(containers: [RoleContainer] = [], calls: [RoleCall] = []) {
        self.containers = containers
        self.calls = calls
    }

    var isEmpty: Bool { containers.isEmpty && calls.isEmpty }
}

/// A call whose content's buttons take a role from one of its arguments:
/// `ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }` is the cancel.
struct RoleContainer: Sendable {
    var call: CallPattern
    /// The argument naming the role (`placement:`), read through `names`; without it, no role.
    var label: String
    var names: RoleNames
    /// The argument or trailing-closure label of the content (`content:`).
    var contentLabel: String
    var frameworks: FrameworkSet

    init(callee: String, label: String, names: RoleNames, contentLabel: String = "content",
                frameworks: FrameworkSet) {
        self.call = CallPattern(callee: callee)
        self.label = label
        self.names = names
        self.contentLabel = contentLabel
        self.frameworks = frameworks
    }
}

/// A method called on the variable a button is bound to that gives it a role by a literal:
/// `button.styleContext.addClass(className: "destructive-action")` makes GTK draw it as
/// destructive.
struct RoleCall: Sendable {
    var method: String
    /// What stands between the variable and the method (`styleContext`); empty when the method
    /// is the button's own.
    var path: [String]
    /// The argument holding the literal; nil for the first unlabeled one.
    var label: String?
    /// The roles by the literal's text (`destructive-action`).
    var names: RoleNames
    var frameworks: FrameworkSet

    init(method: String, path: [String] = [], label: String?, names: RoleNames, frameworks: FrameworkSet) {
        self.method = method
        self.path = path
        self.label = label
        self.names = names
        self.frameworks = frameworks
    }
}

/// A property that retitles a control a builder made: `button.label = "Press Me"` on a variable
/// bound to one of `types` (`let button = Gtk.Button(label: "Press")`) or a parameter declared as
/// one (`_ button: Gtk.Button`). Each assignment is a title site of its own.
struct TitleProperty: Sendable {
    /// The control's type names (`Button`, `ButtonRef`) and what may stand before them (`Gtk`).
    var types: [String]
    var receivers: [[String]]
    var property: String
    var kind: ControlKind
    var frameworks: FrameworkSet

    init(types: [String], receivers: [[String]], property: String, kind: ControlKind, frameworks: FrameworkSet) {
        self.types = types
        self.receivers = receivers
        self.property = property
        self.kind = kind
        self.frameworks = frameworks
    }
}
