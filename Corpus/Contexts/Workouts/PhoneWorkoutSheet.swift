import UIKit

// The phone's sheet beside the watch's: iOS has no system Cancel, so it is reported.
final class PhoneWorkoutSheet {
    func makeSheet() -> UIAlertController {
        let sheet = UIAlertController(title: "Workout", message: nil, preferredStyle: .actionSheet) // expect: sheet-cancel
        sheet.addAction(UIAlertAction(title: "Share Route", style: .default))
        sheet.addAction(UIAlertAction(title: "Export GPX", style: .default))
        return sheet
    }
}
