import UIKit

// A test target's folder (`PhotoKitTests/`): its sheets and titles are not reported.
final class ShareSheetFixture {
    func makeSheet() -> UIAlertController {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "copy link", style: .default))
        sheet.addAction(UIAlertAction(title: "Dismiss", style: .default))
        return sheet
    }
}
