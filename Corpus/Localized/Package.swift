// swift-tools-version: 5.9
//
//  A GNOME app localized with Aparoksha's Localized: the plugin turns Localized.yml into
//  `Loc.key` and `Loc.key(param:)`, so every title's text is in the YAML file.
//

import PackageDescription

let package = Package(
    name: "Jotter",
    dependencies: [
        .package(url: "https://github.com/AparokshaUI/adwaita-swift", from: "0.2.0"),
        .package(url: "https://github.com/AparokshaUI/Localized", from: "0.2.0"),
    ],
    targets: [
        .executableTarget(
            name: "Jotter",
            dependencies: [
                .product(name: "Adwaita", package: "adwaita-swift"),
                .product(name: "Localized", package: "Localized"),
            ],
            resources: [.process("Localized.yml")],
            plugins: [.plugin(name: "GenerateLocalized", package: "Localized")]
        ),
    ]
)
