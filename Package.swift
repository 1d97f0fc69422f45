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
        .executableTarget(name: "buttonlint", dependencies: ["ButtonLintKit"]),
        .testTarget(
            name: "ButtonLintKitTests",
            dependencies: ["ButtonLintKit"],
            // Test data read by path (the lexer oracle), not resources.
            exclude: ["Fixtures"]
        ),
    ]
)
