import Testing
@testable import ButtonLintKit

/// `button-border`: an opt-in note at each border or background a button gets, never at one a
/// container gets.
@Suite struct ButtonBorderTests {
    private let rule = "button-border"

    @Test func isOptInAndANote() {
        let code = "import SwiftUI\nlet save = Button(\"Save\") { }.buttonStyle(.borderedProminent)"
        #expect(Linter().lint(SourceFile(path: "Test.swift", text: code)).filter { $0.ruleID == rule }.isEmpty)
        #expect(lintAllRules(code).filter { $0.ruleID == rule }.map(\.severity) == [.note])
    }

    @Test func modifiersOnAButtonNotOnItsContainer() {
        expectFindings(rule, in: """
        import SwiftUI
        struct ComposerView: View {
            var body: some View {
                VStack {
                    Button("Send") { send() }
                        .font(.headline)
                        .padding(.horizontal, 12)
                        .↓background(Color.accentColor, in: Capsule())
                    Button { attach() } label: { Label("Attach", systemImage: "paperclip") }
                        .↓border(Color.secondary)
                    Button("Retry") { retry() }
                        .background(Color.clear)
                    Button { archive() } label: {
                        Text("Archive").background(Color.yellow)
                    }
                }
                .padding()
                .background(.regularMaterial)
                .border(Color.gray)
            }
        }
        """)
    }

    @Test func trailingClosureBackgroundAndConditionalCompilation() {
        expectFindings(rule, in: """
        import SwiftUI
        struct PlayerControls: View {
            var body: some View {
                Button(action: play) { Image(systemName: "play.fill") }
                    .↓background {
                        Circle().fill(.tint)
                    }
                Button("Stop", action: stop)
                #if os(iOS)
                    .↓background(Color.red)
                #endif
            }
        }
        """)
    }

    @Test func borderedStylesWhereverTheyApply() {
        expectFindings(rule, in: """
        import SwiftUI
        struct Actions: View {
            var body: some View {
                HStack {
                    Button("Accept") { accept() }.↓buttonStyle(.borderedProminent)
                    Button("Decline") { decline() }.buttonStyle(.borderless)
                    Button("Later") { later() }.buttonStyle(.plain)
                }
                .↓buttonStyle(BorderedButtonStyle())
                Button("Help") { help() }.↓buttonStyle(.bordered)
            }
        }
        """)
    }

    @Test func uiKitConfigurations() {
        expectFindings(rule, in: """
        import UIKit
        final class CheckoutViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                var pay = UIButton.Configuration.↓filled()
                pay.title = "Pay Now"
                let payButton = UIButton(configuration: pay)
                let later = UIButton(configuration: .↓gray(), primaryAction: nil)
                let help = UIButton(configuration: .plain())
                payButton.configuration = .↓borderedTinted()
                let style: UIButton.Configuration = .↓tinted()
                var other = UIButton.Configuration.borderless()
                let badge = Badge(style: .filled())
                view.addSubview(later)
                view.addSubview(help)
            }
        }
        """)
    }

    @Test func borderWidthOnButtonsOnly() {
        expectFindings(rule, in: """
        import UIKit
        final class ProfileViewController: UIViewController {
            @IBOutlet private weak var followButton: UIButton!
            private let avatarView = UIImageView()
            private let messageButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                followButton.layer.↓borderWidth = 1
                self.messageButton.layer.↓borderWidth = 1.5
                messageButton.layer.borderColor = UIColor.tintColor.cgColor
                avatarView.layer.borderWidth = 2
                messageButton.layer.borderWidth = 0
                // A zero width, however written, removes the border.
                followButton.layer.borderWidth = .zero
                followButton.layer.borderWidth = CGFloat.zero
                followButton.layer.borderWidth = 0.0
            }
            @objc private func highlight(_ sender: UIButton) {
                sender.layer.↓borderWidth = 2
            }
        }
        final class PillButton: UIButton {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.↓borderWidth = 1
            }
        }
        final class CardView: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                layer.borderWidth = 1
            }
        }
        """)
    }

    @Test func aNameBoundToSomethingElseToo() {
        expectFindings(rule, in: """
        import UIKit
        final class A: UIViewController {
            private let control = UIButton(type: .system)
        }
        final class B: UIViewController {
            private let control = UISegmentedControl(items: ["One", "Two"])
            func style() { control.layer.borderWidth = 1 }
        }
        """)
    }
}
