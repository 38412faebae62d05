import Foundation
import WorkshopReaders

/// `TODO(1) and TODO(2)`, `TODO(1), TODO(2) and TODO(3)`.
func list(_ items: [String]) -> String {
  guard items.count > 1 else { return items.first ?? "" }
  return items.dropLast().joined(separator: ", ") + " and " + items.last!
}

/// `text`, ending with a full stop unless it ends with one already (or `?` or `!`).
func sentence(_ text: String) -> String {
  guard let last = text.last, !".?!".contains(last) else { return text }
  return text + "."
}

/// A section's title, never cut mid-word and never ending in "…": the task's bold lead
/// (`**Live load.**`), else the start of its first sentence up to a clause that keeps it short
/// (a locating "In `File.swift`, " left off), without Markdown; `nil` when that title would
/// hold a name from the code (`**`setUp`**`, "Write `receive(_:_:_:)`"): a reader navigates by
/// goals, and the tutorial's `Goals.json` gives one.
func sectionTitle(_ task: [String]) -> String? {
  var text = task.prefix { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    .joined(separator: " ")
  if text.hasPrefix("**"), let close = text.dropFirst(2).range(of: "**") {
    let bold = String(text[text.index(text.startIndex, offsetBy: 2)..<close.lowerBound])
    let words = bold.replacingOccurrences(
      of: "`[^`]*`", with: "", options: .regularExpression
    ).split(separator: " ")
    if words.count < 2, bold.contains("`") { return nil }
    if todoNumbers(in: bold).first == nil { return plain(bold) }
    text = String(text[close.upperBound...])
  }
  if let locator = text.range(of: #"^\s*In [^,]+, "#, options: .regularExpression) {
    text = String(text[locator.upperBound...])
  }
  let first = String(text.split(separator: ". ", maxSplits: 1).first ?? "")
  var sentence = plain(first)
  let words = first.replacingOccurrences(of: "`[^`]*`", with: "", options: .regularExpression)
    .split(separator: " ")
  if words.count < 2 { return nil }
  sentence = sentence.prefix(1).uppercased() + sentence.dropFirst()
  guard sentence.count > 60 else { return sentence }
  // NB: the first clause long enough to say something, cut where a clause ends.
  let breaks = [
    ": ", ", ", "; ", " (", " — ", " that ", " which ", " with ", " and ", " so ", " instead of ",
  ]
  let cuts = breaks.flatMap { mark in
    sentence.ranges(of: mark).map {
      sentence.distance(from: sentence.startIndex, to: $0.lowerBound)
    }
  }
  guard let cut = cuts.filter({ (12...80).contains($0) }).min() else { return sentence }
  return plain(
    String(sentence.prefix(cut)).trimmingCharacters(in: CharacterSet(charactersIn: ",;")))
}

func plain(_ text: String) -> String {
  var result = text.replacingOccurrences(of: "`", with: "").replacingOccurrences(of: "*", with: "")
    .trimmingCharacters(in: .whitespaces)
  while result.hasSuffix(".") || result.hasSuffix(":") { result.removeLast() }
  return result
}

/// Lines joined into a file's text, ending with a newline.
func text(_ lines: [String]) -> String { lines.joined(separator: "\n") + "\n" }
