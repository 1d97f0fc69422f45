/// The names the controls stage reads controls by: system button types, cell accessories and
/// their tap handlers, text-entry controls, what gives a button an action, and the modifiers and
/// configurations that draw a border or background on a button.
struct ControlNames: Sendable {
    // MARK: Buttons

    /// The type UIKit buttons are made with, and how a `type:` argument may spell a button type
    /// before its name (`.contactAdd`, `UIButton.ButtonType.contactAdd`).
    var buttonType = "UIButton"
    var buttonTypeQualifiers: [[String]] = [[], ["ButtonType"], ["UIButton", "ButtonType"]]
    /// `UIButton(type:)` types the control rules ask about.
    var detailDisclosureButton = "detailDisclosure"
    var contactAddButton = "contactAdd"
    var systemButtonTypes: Set<String> { [detailDisclosureButton, contactAddButton] }
    /// `UIButton.init(…)`, `UIButton.systemButton(…)`: type members that make a button.
    var buttonFactories: Set<String> = ["init", "systemButton"]
    /// `UIButton(type: .system, primaryAction: action)` gives the button its action.
    var primaryActionLabel = "primaryAction"

    /// Members whose use gives a button an action (or a reactive tap stream).
    var actionMembers: Set<String> = [
        "addTarget", "addAction", "menu", "primaryAction", "showsMenuAsPrimaryAction", "sendActions",
        "rx", "publisher", "tapPublisher", "controlEvent", "controlEventPublisher", "actions",
    ]
    /// Methods that only lay a button out or style it.
    var layoutMethods: Set<String> = [
        "sizeToFit", "layoutIfNeeded", "setNeedsLayout", "removeFromSuperview", "systemLayoutSizeFitting",
    ]
    /// Calls that only place a view somewhere on screen.
    var placingCalls: Set<String> = [
        "addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview", "bringSubviewToFront",
        "UIBarButtonItem", "UIStackView",
    ]
    /// Properties that only place a view somewhere on screen.
    var placingProperties: Set<String> = [
        "accessoryView", "editingAccessoryView", "rightView", "leftView", "customView", "titleView",
    ]

    // MARK: Cell accessories

    var detailAccessories: Set<String> = ["detailDisclosureButton", "detailButton"]
    var accessoryProperties: Set<String> = ["accessoryType", "editingAccessoryType"]
    /// Names (compared in lowercase) whose presence in a type means it handles accessory taps:
    /// `tableView(_:accessoryButtonTappedForRowWith:)`, RxCocoa's `itemAccessoryButtonTapped`,
    /// a list cell's `UICellAccessory.detail(actionHandler:)`.
    var accessoryTapHandlerFragments = ["accessorybuttontapped", "actionhandler"]
    /// Types that make a type its table view's delegate.
    var tableDelegateTypes: Set<String> = ["UITableViewController", "UITableViewDelegate"]
    /// `tableView.delegate = …`: a property of this name on something whose name holds `table`.
    var delegateProperty = "delegate"
    var tableNameFragment = "table"

    // MARK: Text entry

    /// Fragments of identifiers (compared in lowercase) that name or configure text entry:
    /// `UITextField`, `UITextView`, `UISearchBar`, `UISearchController`, SwiftUI's `TextField`,
    /// `SecureField`, `TextEditor`, `.searchable`, a custom `PhoneNumberField`, an `inputView`, a
    /// `keyboardType`. Generous on purpose: a rule that reports a missing text field must never
    /// miss one that exists.
    var textEntryFragments = [
        "textfield", "securefield", "searchfield", "field", "textview", "texteditor", "editor",
        "searchbar", "searchcontroller", "searchable", "input", "entry", "keyboard",
    ]
    /// Name endings of custom UI components, which may hold a text field of their own.
    var componentSuffixes = [
        "View", "Controller", "Cell", "Field", "Bar", "Form", "Editor", "Input", "Row", "Panel", "Card",
    ]
    /// A screen is a platform class ending in this (`UITableViewController`).
    var screenControllerSuffix = "ViewController"
    /// Class prefixes of Apple's Objective-C frameworks (UIKit, Foundation, Contacts, MapKit…).
    var platformPrefixes: Set<String> = [
        "UI", "NS", "CN", "MK", "AV", "PH", "WK", "SF", "QL", "CL", "EK", "HK", "GK", "PK", "SK", "MF",
        "CK", "UN", "AS", "LA", "MP", "IN", "VN", "AR", "MC", "WC", "GC", "CP",
    ]

    // MARK: Borders and backgrounds

    /// `.buttonStyle(.bordered)`, `.buttonStyle(BorderedButtonStyle())`.
    var styleModifier = "buttonStyle"
    var borderedStyles: Set<String> = ["bordered", "borderedProminent"]
    var borderedStyleTypes: Set<String> = ["BorderedButtonStyle", "BorderedProminentButtonStyle"]
    /// Modifiers that draw on the view they modify (`.border(.gray)`, `.background(.blue)`).
    var drawingModifiers: Set<String> = ["border", "background"]
    /// Values that draw nothing: `.background(.clear)`.
    var clearValues: Set<String> = [".clear", "Color.clear"]
    /// The SwiftUI-shaped button a drawing modifier is reported on.
    var swiftUIButton = "Button"
    /// `UIButton.Configuration` factories that draw a border or background.
    var backgroundConfigurationFactories: Set<String> = [
        "filled", "tinted", "gray", "bordered", "borderedTinted", "borderedProminent",
    ]
    var configurationType: [String] = ["UIButton", "Configuration"]
    /// `button.configuration = .tinted()`, `UIButton(configuration: .filled())`.
    var configurationProperty = "configuration"
    /// `layer.borderWidth = 1`; a zero width removes a border.
    var borderWidthPath = ["layer", "borderWidth"]
    var zeroValues: Set<String> = ["0", "0.0", ".zero", "CGFloat.zero"]

    init() {}
}
