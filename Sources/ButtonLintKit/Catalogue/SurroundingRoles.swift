/// Roles a button is given outside its own call: by the call its content sits in, or by a
/// method called on the variable it is bound to. Each is an entry of the catalogue; a site whose
/// own call writes no role takes the first of these that applies.
public struct SurroundingRoles: Sendable {
    public var containers: [RoleContainer]
    public var calls: [RoleCall]

    public init(containers: [RoleContainer] = [], calls: [RoleCall] = []) {
        self.containers = containers
        self.calls = calls
    }

    var isEmpty: Bool { containers.isEmpty && calls.isEmpty }
}

/// A call whose content's buttons take a role from one of its arguments:
/// `ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }` is the cancel.
public struct RoleContainer: Sendable {
    public var call: CallPattern
    /// The argument naming the role (`placement:`), read through `names`; without it, no role.
    public var label: String
    public var names: RoleNames
    /// The argument or trailing-closure label of the content (`content:`).
    public var contentLabel: String
    public var frameworks: FrameworkSet

    public init(callee: String, label: String, names: RoleNames, contentLabel: String = "content",
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
public struct RoleCall: Sendable {
    public var method: String
    /// What stands between the variable and the method (`styleContext`); empty when the method
    /// is the button's own.
    public var path: [String]
    /// The argument holding the literal; nil for the first unlabeled one.
    public var label: String?
    /// The roles by the literal's text (`destructive-action`).
    public var names: RoleNames
    public var frameworks: FrameworkSet

    public init(method: String, path: [String] = [], label: String?, names: RoleNames, frameworks: FrameworkSet) {
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
public struct TitleProperty: Sendable {
    /// The control's type names (`Button`, `ButtonRef`) and what may stand before them (`Gtk`).
    public var types: [String]
    public var receivers: [[String]]
    public var property: String
    public var kind: ControlKind
    public var frameworks: FrameworkSet

    public init(types: [String], receivers: [[String]], property: String, kind: ControlKind, frameworks: FrameworkSet) {
        self.types = types
        self.receivers = receivers
        self.property = property
        self.kind = kind
        self.frameworks = frameworks
    }
}
