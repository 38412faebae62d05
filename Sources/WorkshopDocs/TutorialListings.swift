import Foundation
import WorkshopCourse

/// The code listings of one step's tutorial, each named after the step, the section and the
/// place (`08-01-02-TestStore.swift`; its exercise side `…-previous.swift`, the links of a
/// change built up in steps `…-1.swift`, `…-2.swift`), each shown by one `@Code` only: DocC
/// keeps one set of highlights a file. Every listing's lines are wrapped to the code panel.
struct TutorialListings {
  let step: Step
  let directory: String
  private(set) var files: [GeneratedFile] = []
  private var places: [String: Int] = [:]

  init(step: Step, directory: String) {
    self.step = step
    self.directory = directory
  }

  /// The name of the next place of `file` in the section `label` (`00` for the files to open,
  /// `01` for TODO(1), `ref` for the reference's own code), without its extension:
  /// `06-01-01-Tests-CounterTests`.
  mutating func place(of file: String, label: String) -> String {
    let url = URL(fileURLWithPath: file)
    let base = String(file.dropLast(url.pathExtension.isEmpty ? 0 : url.pathExtension.count + 1))
      .replacingOccurrences(of: "/", with: "-")
    let key = "\(label)-\(base)"
    places[key, default: 0] += 1
    let number = places[key]!
    return "\(step.number)-\(label)-\(number < 10 ? "0" : "")\(number)-\(base)"
  }

  /// Adds the listing `place` + `suffix`, with `file`'s extension, and returns its name quoted
  /// for a directive.
  mutating func add(_ place: String, suffix: String = "", of file: String, contents: [String])
    -> String
  {
    let pathExtension = URL(fileURLWithPath: file).pathExtension
    let name = place + suffix + (pathExtension.isEmpty ? "" : ".\(pathExtension)")
    files.append(
      GeneratedFile(path: "\(directory)/Code/\(name)", contents: text(wrappedForListing(contents))))
    return DocCMarkup.quoted(name)
  }
}
