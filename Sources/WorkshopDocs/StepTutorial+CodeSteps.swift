import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders

/// The steps of a step's tutorial that show code: where a task changes a file, the exercise's
/// side, then the answer a link at a time, each with its caption.
extension StepTutorial {
  /// The steps of one place a task changes: the exercise's excerpt with its TODO, then the
  /// answer, a link of a few lines a step; the reference's own change, its links only.
  func codeSteps(
    _ code: CodeStep, number: Int?, isFirst: Bool, listings: inout TutorialListings
  ) -> [[String]] {
    let code = code.wrapped()
    let name = codeName(code.file)
    let place = listings.place(of: code.file, label: number.map(twoDigits) ?? "ref")
    var previous = listings.add(place, suffix: "-previous", of: code.file, contents: code.before)
    var steps: [[String]] = []
    // NB: a further place without a TODO of its own goes on from the one before.
    if let number, isFirst || code.marker != nil {
      let caption =
        isFirst
        ? StepCaptions.tryFirst(code, number: number, step: step)
        : StepCaptions.further(code, number: number)
      steps.append(step(caption, code: "@Code(name: \(name), file: \(previous), reset: true)"))
    }
    let links = code.chain()
    for index in links.indices {
      let suffix = links.count == 1 ? "" : "-\(index + 1)"
      // NB: a link whose lines sit far down its listing shows the part of it around them, and
      // its own listing before them to compare with.
      let shown = index == 0 ? nil : window(links[index])
      var current: String
      if let shown {
        let lines = links[index].lines
        previous = listings.add(
          place, suffix: suffix + "-previous", of: code.file,
          contents: shown.filter { !links[index].added.contains($0) }.map { lines[$0] })
        current = listings.add(
          place, suffix: suffix, of: code.file, contents: shown.map { lines[$0] })
      } else {
        current = listings.add(place, suffix: suffix, of: code.file, contents: links[index].lines)
      }
      steps.append(
        step(
          StepCaptions.link(links, index, code: code, number: number),
          code: "@Code(name: \(name), file: \(current), previousFile: \(previous))"))
      previous = current
    }
    return steps
  }

  /// The lines of `link` to show when its first added line is further down than
  /// `ExcerptLimits.lead`: from a few lines above it, at most `ExcerptLimits.length` lines
  /// (all of its own); `nil` when its whole listing shows it.
  private func window(_ link: ChainLink) -> Range<Int>? {
    guard let first = link.added.first, let last = link.added.last,
      first > ExcerptLimits.lead || link.lines.count > ExcerptLimits.length
    else { return nil }
    let start = first > ExcerptLimits.lead ? first - 6 : 0
    let end = min(link.lines.count, max(last + 7, start + ExcerptLimits.length))
    return start..<end
  }

  /// A `@Step` with its caption (names linked to the reference) and its code.
  func step(_ caption: String, code: String) -> [String] {
    DocCMarkup.directive(
      "Step", "", DocCMarkup.text(symbols.linked([caption])) + ["", code])
  }

  /// The excerpt around the first TODO of a file too long to show whole.
  func firstExcerpt(of timeline: FileTimeline) -> [String] {
    let first = timeline.todos.min() ?? 1
    return timeline.codeSteps(for: first, file: "").first?.before ?? []
  }

  /// The exercise's files that have TODO markers, each with its way to the solution's version.
  func learnerTimelines() -> [(file: String, timeline: FileTimeline)] {
    let files = StepFiles(root: course.root, folder: step.exercisePath).learnerFiles
    return files.compactMap { path in
      let file = String(path.dropFirst(step.exercisePath.count + 1))
      guard let exercise = read(path), let solution = read("\(step.solutionPath)/\(file)") else {
        return nil
      }
      // NB: every line that names a TODO claims the change it sits in, a test stub's
      // `XCTFail("TODO(4): …")` too, which the scanner counts only where no comment names it.
      let source = SwiftSource(exercise)
      let markers = source.pieces.filter { $0.kind != .code }.compactMap { piece -> (Int, Int)? in
        let text = source.text(piece.range)
        guard !text.hasPrefix("///"), let number = todoNumbers(in: text).first else { return nil }
        return (source.lines[piece.range.lowerBound], number)
      }
      return FileTimeline(exercise: exercise, solution: solution, markers: markers).map {
        (file, $0)
      }
    }
  }
}

private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

extension CodeStep {
  /// The step with its excerpts wrapped to the code panel's width.
  func wrapped() -> CodeStep {
    CodeStep(
      file: file, owner: owner, function: function, functionBefore: functionBefore,
      marker: marker, before: wrappedForListing(before), after: wrappedForListing(after))
  }
}
