// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "ButtonLint",
    products: [
        .executable(name: "buttonlint", targets: ["buttonlint"]),
        .library(name: "ButtonLintKit", targets: ["ButtonLintKit"]),
    ],
    targets: [
        .target(name: "ButtonLintKit"),
        // The command line as a frontend over the library: argument parsing, usage text, report output.
        .target(name: "ButtonLintCLI", dependencies: ["ButtonLintKit"]),
        .executableTarget(name: "buttonlint", dependencies: ["ButtonLintCLI"]),
        .testTarget(
            name: "ButtonLintKitTests",
            dependencies: ["ButtonLintKit", "ButtonLintCLI"],
            // Test data read by path (the lexer oracle), not resources.
            exclude: ["Fixtures"]
        ),
    ]
)
