/// What kind of control a builder makes; rules decide from it what they check.
enum ControlKind: String, CaseIterable, Sendable {
    /// A push button (SwiftUI `Button`, `NSButton`, `UIButton` titles).
    case button
    /// A menu's own title (`Menu("…")`): it names a group of commands, so no verb is asked of it.
    case menu
    /// An action of an alert or action sheet (`UIAlertAction`, `Alert.Button`, `NSAlert` buttons).
    case alertAction
    /// A menu or context-menu command (`UIAction`).
    case menuAction
    /// A swipe action (`UIContextualAction`).
    case swipeAction
    /// A bar button (`UIBarButtonItem`).
    case barButton
}

/// Where a builder takes its title from.
enum TitleSource: Sendable, Equatable {
    /// An argument: `nil` is the first unlabeled argument (`Button("Save")`).
    case argument(String?)
    /// A `Text`/`Label` inside a label closure: the `label:` argument, the `label:` trailing closure,
    /// or the first trailing closure when an `action:` argument is given (`Button(action: save) { Text("Save") }`).
    case labelClosure
    /// The first unlabeled argument of a modifier chained on the call: Adwaita's
    /// `Button().label("Save")`, `Menu(icon: .openMenu) { … }.label("More")`.
    case modifier(String)
}

/// Where a builder takes its role or style from.
enum RoleSource: Sendable, Equatable {
    /// An argument whose value is an implicit member: `role: .destructive`, `style: .cancel`.
    case argument(String)
    /// The first of these arguments whose value names a role other than the plain one, else the
    /// plain one when one names it: Adwaita's `.response("Delete", appearance: .destructive, role: .default)`.
    /// A member is looked up in `members`, the framework's own names (`.close`, `.suggested`).
    case arguments([String], members: [String: ActionRole])
    /// Modifiers chained on the call, by name (`.destructive()`, `.suggested()`), and the style
    /// classes a styling modifier adds (`.style("destructive-action")`). A modifier given an
    /// argument other than `true` (`.destructive(false)`) gives no role.
    case modifiers(named: [String: ActionRole], styledBy: String?, styles: [String: ActionRole])
    /// Method calls on the object the call is made on (`dialog.addResponse(…)`) or whose value is
    /// bound to a name (`let button = Button(label: "Delete")`), in the body that name lives in:
    /// imperative code's `button.addCSSClass("destructive-action")`. `keyed`: the method's first
    /// argument must name what the call's first argument names (a response id:
    /// `dialog.setResponseAppearance("save", appearance: .suggested)` for
    /// `dialog.addResponse("save", label: "Save")`). The role is the method's last argument, a
    /// literal's text or a member's name looked up in `values`.
    case ownerCalls(method: String, keyed: Bool, values: [String: ActionRole])
    /// An assignment to the object the call is made on whose value is the call's first argument
    /// (`dialog.closeResponse = "cancel"` for `dialog.addResponse("cancel", label: "Cancel")`).
    /// When the object is given no such assignment, `defaultKey` is the one it holds (libadwaita's
    /// close response is `close` until set).
    case ownerAssignment(property: String, role: ActionRole, defaultKey: String?)
    /// The first of these that reads a role.
    case firstOf([RoleSource])
    /// A button drawn in a destructive colour by a modifier (`.tint(.red)`) inside one of
    /// `containers` (`swipeActions`), whatever its action does: the colour is the marking people
    /// see. A destructive role there makes SwiftUI animate the row away before anything the
    /// action opens (a confirmation) is answered, so teams tint instead. `modifier` names the
    /// colouring modifier, `colours` its values (`red` for `.red`, or as written: `Color.red`).
    /// Outside the containers a tint does not make a menu's or a dialog's item red.
    case colour(modifier: String, colours: [String], containers: [String])
    /// The callee's own name: `.destructive(Text("Delete"))`, `.cancel()`.
    case calleeName
    /// An option set argument that is destructive when it holds `.destructive`
    /// (`attributes: [.disabled, .destructive]`) and plain when it holds other readable members.
    case optionSet(String)
    /// An argument naming one of a framework's own constants (GTK's response types,
    /// `responseType: .cancel`, `responseID: Int(ResponseType.cancel.rawValue)`), read through
    /// `names`; `absent` is the role when the argument is left out (the declaration's default).
    case named(String, names: RoleNames, absent: ActionRole)
    /// The same role however the call is written (`cancelLabel:` titles the cancel button).
    case fixed(ActionRole)
}

/// The roles a framework's own constants stand for, by name (`cancel` → `.cancel`): a table, so
/// each framework's vocabulary is data of its catalogue entries.
struct RoleNames: Sendable, Equatable {
    var roles: [String: ActionRole]

    init(_ roles: [String: ActionRole]) {
        self.roles = roles
    }
}

/// One of several buttons a single builder call makes (a GTK dialog's `firstText:` and
/// `secondText:` buttons): the argument holding its title and where its role is.
struct BuilderButton: Sendable, Equatable {
    var title: String
    var role: RoleSource?

    init(title: String, role: RoleSource?) {
        self.title = title
        self.role = role
    }
}

/// How a call must be written to be a catalogued API: its callee, what may stand before it, and
/// labels it must have.
struct CallPattern: Sendable, Equatable {
    /// What may stand before the callee.
    enum Receiver: Sendable, Equatable {
        /// Anything, or nothing.
        case any
        /// Exactly one of these plain chains: `[[]]` is a bare call, `[["Alert", "Button"]]` `Alert.Button.f(…)`.
        case chains([[String]])
        /// A modifier applied to a view expression (`Text("").alert(…)`), not to a plain chain.
        case viewModifier
        /// A modifier chained on a call to one of these (`Banner("…", visible: v).button("Reload") { }`).
        case modifierOf([String])
    }

    var callee: String
    var receiver: Receiver
    /// Whether an implicit member call (`.default(…)` where the type is inferred) is this API too.
    var allowsImplicitMember: Bool
    /// Argument labels the call must have, so a same-named method of another type does not match
    /// (`setTitle(_:for:)` but not `setTitle(_:forSegmentAt:)`).
    var requiredLabels: [String]
    /// The only argument labels the call may have, when the declaration takes no others (GTK's
    /// `Button(label:)`, not SwiftUI's `Button(action:label:)`); nil when any may follow.
    var allowedLabels: [String]?

    init(callee: String, receiver: Receiver = .chains([[]]), allowsImplicitMember: Bool = false,
                requiredLabels: [String] = [], allowedLabels: [String]? = nil) {
        self.callee = callee
        self.receiver = receiver
        self.allowsImplicitMember = allowsImplicitMember
        self.requiredLabels = requiredLabels
        self.allowedLabels = allowedLabels
    }

    /// How closely the call's labels fit: patterns matching one call are told apart by it, the
    /// closest fit winning (`Button(label: "Quit")` is GTK's `init(label:)` in a file that imports
    /// SwiftCrossUI too, whose `Button(_:action:)` takes no `label:`).
    var specificity: Int { requiredLabels.count + (allowedLabels == nil ? 0 : 1) }

    /// Of `candidates` (builders named like a call, each with its pattern's `specificity`), the
    /// one that matches and fits most closely; the first in catalogue order among equally close
    /// ones. Most names have one builder: it is only asked whether it matches.
    static func closest<Candidate>(_ candidates: [Candidate], specificity: (Candidate) -> Int,
                                   matches: (Candidate) -> Bool) -> Candidate? {
        if candidates.count == 1 { return matches(candidates[0]) ? candidates[0] : nil }
        var best: Candidate?
        var bestSpecificity = -1
        for candidate in candidates {
            let specificity = specificity(candidate)
            if specificity > bestSpecificity, matches(candidate) {
                best = candidate
                bestSpecificity = specificity
            }
        }
        return best
    }

    func matches(_ call: Call) -> Bool {
        guard call.name == callee,
              requiredLabels.allSatisfy({ label in call.arguments.contains { $0.label == label } })
        else { return false }
        if let allowedLabels,
           call.arguments.contains(where: { argument in argument.label.map { !allowedLabels.contains($0) } ?? true }) {
            return false
        }
        if call.isImplicitMember { return allowsImplicitMember }
        switch receiver {
        case .any: return true
        case .chains(let chains): return call.receiver.map(chains.contains) ?? false
        case .viewModifier, .modifierOf: return call.receiver == nil
        }
    }
}

/// One title builder of the API catalogue: a callee that makes a titled control.
struct BuilderAPI: Sendable {
    var call: CallPattern
    var titleSources: [TitleSource]
    var role: RoleSource?
    /// When the call makes several buttons, each titled by its own argument (a GTK dialog's
    /// `firstText:`, `secondText:`): a site per button whose argument is written, in place of
    /// `titleSources` and `role`. Empty for a builder of one control.
    var buttons: [BuilderButton]
    /// The character that marks the access key in the title's text (GTK's `init(mnemonic:)`:
    /// `"_Save"` shows "Save"): it is not text, so it is left out of the title and no fix touches
    /// it; written twice it stands for itself. Nil when the title is shown as written.
    var mnemonicMarker: Unicode.Scalar?
    var kind: ControlKind
    /// The frameworks it belongs to: it is read only in files importing one of them.
    var frameworks: FrameworkSet
    /// Names a file holding this builder's call certainly contains: its callee, or for an
    /// implicit member (`.cancel()`) the types it must sit in (`Alert`, `ActionSheet`).
    var triggers: [String]
    /// Whether a call that writes none of its title sources has no title by design, being
    /// icon-only or labelled by the system (`Button(icon: .userTrash) { }`, `Button(role: .cancel) { }`),
    /// rather than titled where the analysis does not look (`UIBarButtonItem(customView:)`).
    var untitledWhenTitleless = false

    /// `receivers`: nil accepts any, `[[]]` a bare call, `[["Alert", "Button"]]` exactly that chain.
    init(callee: String, receivers: [[String]]? = [[]], allowsImplicitMember: Bool = false,
                requiredLabels: [String] = [], allowedLabels: [String]? = nil, titleSources: [TitleSource] = [],
                role: RoleSource? = nil, buttons: [BuilderButton] = [], mnemonicMarker: Unicode.Scalar? = nil,
                kind: ControlKind, frameworks: FrameworkSet, triggers: [String]? = nil) {
        self.call = CallPattern(callee: callee, receiver: receivers.map(CallPattern.Receiver.chains) ?? .any,
                                allowsImplicitMember: allowsImplicitMember, requiredLabels: requiredLabels,
                                allowedLabels: allowedLabels)
        self.titleSources = titleSources
        self.role = role
        self.buttons = buttons
        self.mnemonicMarker = mnemonicMarker
        self.kind = kind
        self.frameworks = frameworks
        let containingTypes = (receivers ?? []).compactMap(\.first)
        self.triggers = triggers ?? (allowsImplicitMember && !containingTypes.isEmpty ? containingTypes : [callee])
    }

    /// Whether `call` is this builder in a file importing `frameworks`.
    func matches(_ call: Call, in frameworks: FrameworkSet) -> Bool {
        self.frameworks.intersects(frameworks) && self.call.matches(call)
    }

    /// A configured builder: read in every file that imports a UI framework.
    init(entry: BuilderEntry) {
        let receiver = entry.receiver.map { $0.split(separator: ".").map(String.init) } ?? []
        self.init(callee: entry.call, receivers: [receiver],
                  titleSources: [.argument(entry.title == BuilderEntry.unlabeled ? nil : entry.title)],
                  role: entry.role.map(RoleSource.argument), kind: entry.kind,
                  frameworks: .all)
    }
}

/// A title builder a configuration adds, as `builders:` in `.buttonlint.yml` writes it:
/// `{call: PrimaryButton, title: _, role: role, kind: button}` reads `PrimaryButton("Save", role: .cancel)`.
struct BuilderEntry: Sendable, Equatable {
    /// The argument label `title` takes for the first unlabeled argument.
    static let unlabeled = "_"

    /// The callee's name (`PrimaryButton`, `makeAction`).
    var call: String
    /// The plain chain the call is written on (`DS`, `Theme.Buttons`); nil for a bare call.
    var receiver: String?
    /// The label of the argument holding the title, or `_` for the first unlabeled argument.
    var title: String
    /// The label of the argument holding the role or style (`role: .destructive`); nil when none.
    var role: String?
    var kind: ControlKind

    init(call: String, receiver: String? = nil, title: String = BuilderEntry.unlabeled,
                role: String? = nil, kind: ControlKind = .button) {
        self.call = call
        self.receiver = receiver
        self.title = title
        self.role = role
        self.kind = kind
    }
}
