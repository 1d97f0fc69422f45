import SwiftUI
import XCTest

// A test file outside a test folder: importing XCTest makes it test code.
final class CheckoutSnapshots: XCTestCase {
    func testPayButton() {
        let button = Button("pay now") { }
        XCTAssertNotNil(button)
    }
}
