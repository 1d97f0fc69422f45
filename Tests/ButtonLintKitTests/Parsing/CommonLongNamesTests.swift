import Testing
@testable import ButtonLintKit

/// The table gives its own string only for exactly the same bytes.
@Suite struct CommonLongNamesTests {
    private static func lookUp(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { CommonLongNames.name(at: $0.baseAddress!, count: bytes.count) }
    }

    @Test(arguments: ["UIAlertController", "confirmationDialog", "UISwipeActionsConfiguration",
                      "popoverPresentationController", "appendingPathComponent"])
    func namesInTheTableAreFound(name: String) {
        #expect(Self.lookUp(name) == name)
    }

    /// The same length, first and last eight bytes as a table name, another byte between them;
    /// short names, names not in the table, and a name cut from a longer one.
    @Test(arguments: ["UIAlertControXler", "confirmatiXnDialog", "Button", "abcdefghijklmnop",
                      "UIAlertControllers", "UIAlertControllerDelegate", "fetchWorkoutDetails"])
    func otherTextsAreNotFound(text: String) {
        #expect(Self.lookUp(text) == nil)
    }

    /// A table name read in the middle of a larger buffer.
    @Test func aNameInsideALargerBufferIsFound() {
        let bytes = Array("let a = UIAlertController(title: nil)".utf8)
        let found = bytes.withUnsafeBytes { CommonLongNames.name(at: $0.baseAddress! + 8, count: 17) }
        #expect(found == "UIAlertController")
    }
}
