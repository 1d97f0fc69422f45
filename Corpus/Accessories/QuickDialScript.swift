//
//  QuickDialScript.swift
//  Ringside playground
//
//  Top-level code from the prototyping playground for the quick-dial widget.
//  There is no text field anywhere in this file.
//

import UIKit
import PlaygroundSupport

let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
container.backgroundColor = .systemBackground

let titleLabel = UILabel(frame: CGRect(x: 16, y: 16, width: 288, height: 24))
titleLabel.text = "quick dial"
titleLabel.font = .preferredFont(forTextStyle: .headline)
container.addSubview(titleLabel)

let pickButton = UIButton(type: .contactAdd) // expect: contact-add-keyboard
pickButton.frame.origin = CGPoint(x: 16, y: 56)
container.addSubview(pickButton)

let dialButton = UIButton(type: .system)
dialButton.setTitle("Dial", for: .normal)
dialButton.frame = CGRect(x: 16, y: 100, width: 120, height: 44)
container.addSubview(dialButton)

let favoritesButton = UIButton(type: .system)
favoritesButton.setTitle("favorites", for: .normal) // expect: title-case, title-verb
favoritesButton.frame = CGRect(x: 150, y: 100, width: 120, height: 44)
container.addSubview(favoritesButton)

PlaygroundPage.current.liveView = container
