//
//  ShareSheetPresenter.swift
//  Atlas
//
//  An app target that imports UIKit once for every file (`@_exported import UIKit` elsewhere):
//  this file imports only Foundation, but UIAlertController and UIAlertAction exist only in
//  UIKit, so its titles are read.
//

import Foundation

final class ShareSheetPresenter {
    weak var host: AnyObject?

    func confirmUpload(of name: String) -> AnyObject {
        let alert = UIAlertController(title: "Upload \(name)?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Upload now", style: .default) { _ in }) // expect: title-case
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }
}
