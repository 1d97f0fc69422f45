// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ButtonLint",
    products: [
        .executable(name: "buttonlint", targets: ["buttonlint"]),
        .library(name: "ButtonLintKit", targets: ["ButtonLintKit"]),
        .plugin(name: "ButtonLintCommandPlugin", targets: ["ButtonLintCommandPlugin"]),
        .plugin(name: "ButtonLintBuildToolPlugin", targets: ["ButtonLintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "ButtonLintKit"),
        // The command line as a frontend over the library: argument parsing, usage text, report output.
        .target(name: "ButtonLintCLI", dependencies: ["ButtonLintKit"]),
        // `buttonlint lsp`: the language server, a frontend over the library's entry point.
        .target(name: "ButtonLintLSP", dependencies: ["ButtonLintKit"]),
        .executableTarget(name: "buttonlint", dependencies: ["ButtonLintCLI", "ButtonLintLSP"]),
        // `swift package buttonlint`; no permission declared, so linting asks for no flag (`--fix`
        // needs `--allow-writing-to-package-directory`). The tool is built from source.
        .plugin(
            name: "ButtonLintCommandPlugin",
            capability: .command(
                intent: .custom(verb: "buttonlint", description: "Check button titles against Apple's HIG"),
                permissions: []),
            dependencies: ["buttonlint"]),
        // Findings as warnings in `swift build` and Xcode: a build command over the target's files.
        .plugin(name: "ButtonLintBuildToolPlugin", capability: .buildTool(), dependencies: ["buttonlint"]),
        .testTarget(
            name: "ButtonLintKitTests",
            dependencies: ["ButtonLintKit", "ButtonLintCLI", "ButtonLintLSP"],
            // Test data read by path (the lexer oracle), not resources.
            exclude: ["Fixtures"]
        ),
    ]
)
