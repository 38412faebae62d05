import Foundation
import WorkshopClassroom
import WorkshopCourse
import WorkshopJudge
import WorkshopReaders
import WorkshopTerminal

/// The facts a document may state, each read from the course's own data, by the name a
/// `<!--fact:NAME-->` mark gives it:
///
/// | Name | The value |
/// | --- | --- |
/// | `bugs`, `bugs:05` | the planted bugs a step's tests must catch (its catalogue, the catchable) |
/// | `todos`, `todos:05` | the step's tasks: its distinct `TODO(n)` numbers |
/// | `checks`, `checks:05` | the checks of the solved step, as the build lists them |
/// | `words`, `minutes` | the lesson's words (`StepCounts`), and its minutes (`LearnerMinutes`) |
/// | `minutes:01+02` | the minutes of several steps together |
/// | `track-steps:<track>`, `track-minutes:<track>`, `course-minutes` | a track's steps, minutes |
/// | `words-per-minute`, `minutes-per-todo`, `minutes-per-bug` | the estimate's rule |
/// | `minimum-timeout` | the shortest `--timeout` a command takes |
/// | `exit-code:<name>` | an `ExitCode` (`success`, `failure`, `usage`, `course`, `environment`, `interrupted`) |
/// | `check-timeout` | `ToolFacts` |
/// | `swift-minimum`, `swift-tested`, `free-disk` | what `doctor` checks (`MachineCheck`) |
/// | `<path>#<name>` | the number a Swift file gives `name` (`let timeout: TimeInterval = 1`) |
/// | `lines:<path>`, `lines:<path>#<f>,<g>` | the lines of a file, or of its functions `f` and `g` |
/// | `tests:<path>` | the tests a Swift file declares (`func test…`, `@Test`) |
///
/// A step's fact without `:NN` is the fact of the step whose lesson states it. A stated value
/// is right when its numbers are the fact's numbers, in order, whatever words surround them
/// (`6.2 and 6.3`, `6.2 和 6.3`).
struct CourseFacts: Sendable {
  /// The course.
  let course: Course
  /// Its measured times, and learners' minutes where recorded.
  let timings: Timings
  /// How many checks each step's solved exercise runs, by step number, as the build lists them;
  /// empty where nothing was built.
  var checkCounts: [String: Int] = [:]
  /// Each step's counts and minutes, worked out once: estimates ask for them again and again.
  private let counted = Memo<String, StepCounts>()
  private let minutes = Memo<String, Int>()

  /// What a fact is, as far as can be known here.
  enum Value: Equatable, Sendable {
    /// Its value.
    case known(String)
    /// It can only be known from a build, which there is none of here.
    case unknownHere
    /// There is no fact of that name; the text says why.
    case none(String)
  }

  /// The value of the fact `name`, as stated in a document of `step` (`nil` outside a lesson).
  func value(of name: String, in step: Step? = nil) -> Value {
    if name.hasPrefix("lines:") || name.hasPrefix("tests:") { return sourceCount(name) }
    if name.contains("#") { return codeFact(name) }
    let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
    let argument = parts.count > 1 ? parts[1] : nil
    switch parts[0] {
    case "check-timeout": return .known("\(Int(ToolFacts.checkTimeout))")
    case "swift-minimum":
      return .known("\(MachineCheck.minimumSwift.major).\(MachineCheck.minimumSwift.minor)")
    case "swift-tested": return .known(MachineCheck.testedSwift.joined(separator: " and "))
    case "free-disk": return .known("\(MachineCheck.minimumFreeBytes >> 30)")
    case "words-per-minute": return .known("\(LearnerMinutes.wordsPerMinute)")
    case "minutes-per-todo": return .known("\(LearnerMinutes.minutesPerTask)")
    case "minutes-per-bug": return .known("\(LearnerMinutes.minutesPerBug)")
    case "minimum-timeout": return .known("\(Int(ParsedArguments.minimumTimeout))")
    case "exit-code":
      let codes: [String: ExitCode] = [
        "success": .success, "failure": .failure, "usage": .usage, "course": .course,
        "environment": .environment, "interrupted": .interrupted,
      ]
      guard let code = argument.flatMap({ codes[$0] }) else {
        return .none(
          "`\(name)` names no exit code (\(codes.keys.sorted().joined(separator: ", ")))")
      }
      return .known(code.description)
    case "course-minutes": return .known(duration(course.steps.map(learnerMinutes).reduce(0, +)))
    case "track-steps", "track-minutes":
      guard let track = course.tracks.first(where: { $0.name == argument }) else {
        return .none("no track is called `\(argument ?? "")` in \(Course.manifestPath)")
      }
      return parts[0] == "track-steps"
        ? .known(stepRanges(track.steps))
        : .known(duration(track.steps.map(learnerMinutes).reduce(0, +)))
    case "minutes" where argument?.contains("+") == true:
      let numbers = (argument ?? "").split(separator: "+").map(String.init)
      let chosen = course.steps.filter { numbers.contains($0.number) }
      guard chosen.count == numbers.count else {
        return .none("`\(name)` names a step the course does not have")
      }
      return .known(duration(chosen.map(learnerMinutes).reduce(0, +)))
    case "bugs", "todos", "checks", "words", "minutes":
      guard
        let step = argument.map({ number in course.steps.first { $0.number == number } }) ?? step
      else {
        return .none("`\(name)` names no step; outside a lesson write `\(parts[0]):NN`")
      }
      switch parts[0] {
      case "bugs": return .known("\(catchableBugs(of: step))")
      case "todos": return .known("\(todos(of: step))")
      case "words": return .known("\(words(of: step))")
      case "minutes": return .known("\(learnerMinutes(of: step))")
      default: return checkCounts[step.number].map { .known("\($0)") } ?? .unknownHere
      }
    default:
      return .none("`\(name)` is no fact the course knows (see CourseFacts)")
    }
  }

  // MARK: - A step's facts

  /// The planted bugs the step's tests must catch: those of its catalogue a test can catch.
  func catchableBugs(of step: Step) -> Int { counts(of: step).bugs }

  /// The step's tasks: the distinct numbers of its exercise's `TODO(n)` markers.
  func todos(of step: Step) -> Int { counts(of: step).tasks }

  /// The words of the step's lesson, without its hints and planted bugs, code included.
  func words(of step: Step) -> Int { counts(of: step).words }

  /// Minutes a learner takes on the step (`LearnerMinutes`): the median of recorded runs, else
  /// the lesson's estimate.
  func learnerMinutes(of step: Step) -> Int {
    minutes.value(for: step.number) {
      LearnerMinutes(of: step, in: course, timings: timings).minutes
    }
  }

  private func counts(of step: Step) -> StepCounts {
    counted.value(for: step.number) { StepCounts(step: step, course: course) }
  }

  // MARK: - Formats

  /// `3 hours 25 minutes`, `55 minutes`, `10 hours`.
  func duration(_ minutes: Int) -> String {
    let (hours, rest) = (minutes / 60, minutes % 60)
    let parts = [
      hours == 0 ? nil : hours == 1 ? "1 hour" : "\(hours) hours",
      rest == 0 ? nil : "\(rest) minutes",
    ]
    return parts.compactMap { $0 }.joined(separator: " ")
  }

  /// `01–03, 05, 06`: step numbers, three or more in a row as a range.
  func stepRanges(_ steps: [Step]) -> String {
    let numbers = steps.compactMap { Int($0.number) }
    var runs: [[Int]] = []
    for number in numbers {
      if let last = runs.last?.last, last + 1 == number {
        runs[runs.count - 1].append(number)
      } else {
        runs.append([number])
      }
    }
    func label(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
    return runs.flatMap { run in
      run.count >= 3 ? ["\(label(run[0]))–\(label(run[run.count - 1]))"] : run.map(label)
    }.joined(separator: ", ")
  }

  // MARK: - Code

  /// The number that the Swift file before `#` gives the name after it, in its first
  /// `let name… = <number>` or `var name… = <number>`.
  private func codeFact(_ name: String) -> Value {
    let parts = name.split(separator: "#", maxSplits: 1).map(String.init)
    guard parts.count == 2,
      let source = try? String(contentsOf: course.url(parts[0]), encoding: .utf8)
    else { return .none("`\(name)`: no file \(parts[0]) in the course") }
    for line in SwiftSource(source).withoutComments.split(separator: "\n") {
      let words = line.split(whereSeparator: { " :=".contains($0) })
      guard let index = words.firstIndex(where: { $0 == "let" || $0 == "var" }),
        index + 1 < words.count, words[index + 1] == parts[1],
        let equals = line.range(of: "= ")
      else { continue }
      var initial = line[equals.upperBound...]
      var scale = 1.0
      for (unit, factor) in [(".seconds(", 1.0), (".milliseconds(", 0.001)]
      where initial.hasPrefix(unit) {
        initial = initial.dropFirst(unit.count)
        scale = factor
      }
      let literal = initial.prefix { $0.isNumber || $0 == "." || $0 == "_" }
      guard let number = Double(literal.replacingOccurrences(of: "_", with: "")) else { continue }
      let value = number * scale
      return .known(value == value.rounded() ? "\(Int(value))" : "\(value)")
    }
    return .none("`\(name)`: \(parts[0]) gives `\(parts[1])` no number")
  }

  /// The lines of a file (`lines:<path>`), or of some of its functions, each from its `func`
  /// line to its closing brace (`lines:<path>#f,g`); or the tests it declares (`tests:<path>`).
  private func sourceCount(_ name: String) -> Value {
    let kind = name.prefix { $0 != ":" }
    let rest = name.dropFirst(kind.count + 1)
    let path = String(rest.prefix { $0 != "#" })
    guard let source = try? String(contentsOf: course.url(path), encoding: .utf8) else {
      return .none("`\(name)`: no file \(path) in the course")
    }
    let blocks = SwiftSource(source).blocks()
    if kind == "tests" { return .known("\(blocks.filter(\.isTest).count)") }
    guard rest.contains("#") else {
      return .known(
        "\(source.split(separator: "\n", omittingEmptySubsequences: false).count - (source.hasSuffix("\n") ? 1 : 0))"
      )
    }
    var total = 0
    for function in rest.drop(while: { $0 != "#" }).dropFirst().split(separator: ",") {
      guard let found = blocks.first(where: { $0.keyword == "func" && $0.name == String(function) })
      else { return .none("`\(name)`: \(path) has no function `\(function)`") }
      total += found.closeLine - found.headerLine + 1
    }
    return .known("\(total)")
  }
}

/// The numbers in `text`, in order (`6.2 and 6.3` gives `["6.2", "6.3"]`), without leading
/// zeros (`05` is `5`); a comma between digits is a decimal point (`0,3`, as French writes it).
func numbers(in text: String) -> [String] {
  let characters = Array(text) + [" "]
  var result: [String] = []
  var current = ""
  for (index, character) in characters.enumerated() {
    let nextIsDigit =
      index + 1 < characters.count && characters[index + 1].isASCII
      && characters[index + 1].isNumber
    if character.isASCII, character.isNumber {
      current.append(character)
    } else if ".,".contains(character), !current.isEmpty, nextIsDigit {
      current.append(".")
    } else if !current.isEmpty {
      let trimmed = String(current.drop { $0 == "0" })
      result.append(trimmed.isEmpty || trimmed.hasPrefix(".") ? "0" + trimmed : trimmed)
      current = ""
    }
  }
  return result
}
