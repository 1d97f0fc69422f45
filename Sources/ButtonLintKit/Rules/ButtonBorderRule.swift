/// "Add a border or background only when necessary": an opt-in note that lists each
/// border and background added to a button, so a reviewer can confirm it is needed.
struct ButtonBorderRule: Rule {
    static let description = RuleDescription(
        id: "button-border",
        name: "Button Border",
        summary: "A border or background added to a button.",
        rationale: """
        Apple's Human Interface Guidelines: "Add a border or background only when necessary." \
        In content areas and bars, borderless buttons read as buttons through their color and \
        placement; a border or background gives a button visual weight, which belongs to the \
        one or two most likely actions of a view. This opt-in note lists bordered and \
        prominent button styles, `.border` and `.background` on a `Button`, filled, tinted, \
        gray and bordered `UIButton.Configuration`s, and `layer.borderWidth` on a `UIButton`, \
        so a reviewer can confirm each one is needed. Modifiers on a container of buttons, and \
        views whose type the syntax cannot tell, are not reported.
        """,
        defaultSeverity: .note,
        isOptIn: true,
        triggeringExamples: [
            "import SwiftUI\nlet save = Button(\"Save\") { }.↓buttonStyle(.borderedProminent)",
            """
            import SwiftUI
            struct Toolbar: View {
                var body: some View {
                    Button("Share") { share() }
                        .padding(8)
                        .↓background(Color.accentColor)
                    Button("Edit") { edit() }.↓border(.gray, width: 1)
                    Button("Done") { finish() }.↓buttonStyle(BorderedButtonStyle())
                }
            }
            """,
            "import UIKit\nvar config = UIButton.Configuration.↓filled()",
            "import UIKit\nlet button = UIButton(configuration: .↓tinted(), primaryAction: nil)",
            """
            import UIKit
            final class ProfileViewController: UIViewController {
                private let followButton = UIButton(type: .system)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    followButton.layer.↓borderWidth = 1
                }
            }
            """,
            """
            import UIKit
            final class OutlineButton: UIButton {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    layer.↓borderWidth = 2
                }
            }
            """,
        ],
        nonTriggeringExamples: [
            "import SwiftUI\nlet save = Button(\"Save\") { }.buttonStyle(.borderless)",
            """
            import SwiftUI
            struct Card: View {
                var body: some View {
                    VStack { Button("Share") { share() } }
                        .padding()
                        .background(.thinMaterial)
                        .border(Color.gray)
                }
            }
            """,
            "import SwiftUI\nlet label = Text(\"New\").background(Color.yellow)",
            "import SwiftUI\nlet plain = Button(\"Retry\") { }.background(Color.clear)",
            "import UIKit\nvar config = UIButton.Configuration.plain()",
            "import UIKit\nlet card = UIView()\ncard.layer.borderWidth = 1",
            "import UIKit\nlet button = UIButton(type: .system)\nbutton.layer.borderWidth = 0",
            "import SwiftUI\nvar filled = Circle().fill(.red)",
        ]
    )

    private static let message = "add a border or background only when necessary; confirm this button needs it"

    init(configuration: Configuration) {}

    func violations(in file: AnalyzedFile) -> [Violation] {
        file.controls.decorations.map { decoration in
            let described: String
            switch decoration.kind {
            case .borderedStyle(let style): described = "Bordered button style '\(style)'"
            case .drawingModifier(let name): described = "'.\(name)' on a Button"
            case .backgroundConfiguration(let name): described = "Button configuration '.\(name)()' draws a background"
            case .borderWidth: described = "Border on a button (layer.borderWidth)"
            }
            return Violation(range: decoration.range, message: "\(described): \(Self.message)")
        }
    }
}
