// swift-tools-version: 5.9
//
//  A package of two targets, each with a String Catalog of its own (Bundle.module). The same key
//  says different things in each: each target's titles are read from its own catalog only.
//

import PackageDescription

let package = Package(
    name: "Bookshelf",
    defaultLocalization: "en",
    platforms: [.iOS(.v17), .macOS(.v14)],
    products: [
        .library(name: "Reader", targets: ["Reader"]),
        .library(name: "Library", targets: ["Library"]),
    ],
    targets: [
        .target(name: "Reader", resources: [.process("Resources")]),
        .target(name: "Library", resources: [.process("Resources")]),
    ]
)
