import Foundation
import WorkshopCourse
import WorkshopLocalization
import WorkshopReaders
import WorkshopTestRuns

/// What the learner's code may not do for a step's verdict to mean anything, read from the
/// source before anything runs.
///
/// - Declare a function, macro or type that the checks call by name, where the reference does
///   not: the checks link the learner's code, and there a more specific `XCTAssertEqual`, an
///   `assertYourTestsCatchThePlantedBugs()` without arguments or a type named `Testing` would be
///   what a check calls.
/// - Name the step's module to call the code the planted bugs wrap (`Tally.tallyReducer`) in a
///   test: that is the code without its bugs, and a test that compares it with the planted one
///   catches every bug without saying what the code should do.
/// - Declare, in a test file, a name of XCTest or Swift Testing (`XCTAssertEqual`, a macro
///   `expect`, a type named `XCTest`): the tests would assert what the learner wrote instead.
///
/// - Wait in a test for a real time (`Thread.sleep`, `Task.sleep`, `usleep`): the test then
///   checks the clock, not the code. A slow machine fails it, a fast one waits for nothing, and
///   the step's lesson says what to wait on instead.
///
/// Each finding is a failed check of the report, so that the step, and the graded part it
/// concerns, fail with it.
public struct LearnerCodeAudit {
  let course: Course
  let step: Step

  /// The check a declaration that a check could call in place of its own fails.
  public static let declarations = "LearnerCodeAudit.testYourCodeDeclaresNothingTheChecksCall"
  /// The check a test that calls the step's code around its planted bugs, or a test file that
  /// declares a name of a testing library, fails; it counts with the planted-bug hunt.
  public static let tests = "LearnerCodeAudit.testYourTestsGetNotRoundThePlantedBugs"
  /// The check a test that waits for a real time fails; it counts with the planted-bug hunt.
  public static let waits = "LearnerCodeAudit.testYourTestsWaitOnWhatTheyTest"

  /// The failed checks, in the checks module `module`; none when all is well.
  func failures(module: String) -> [TestResult] {
    [
      (Self.declarations, declarationFindings()),
      (Self.tests, testFindings()),
      (Self.waits, waitFindings()),
    ].compactMap { name, failures in
      var result = TestResult(name: name, outcome: .failed, failures: failures)
      result.module = module
      return failures.isEmpty ? nil : result
    }
  }

  private func declarationFindings() -> [TestFailure] {
    let exercise = StepFiles(root: course.root, folder: step.exercisePath)
    let solution = StepFiles(root: course.root, folder: step.solutionPath)
    let checks = exercise.checkFiles.filter { !$0.hasSuffix("/PlantedBugs.swift") }
      .map(read)
    let called = Set(checks.flatMap(\.calls))
    let own = Set(checks.flatMap { $0.declared.map(\.name) })
    let modules = Set(checks.flatMap(\.imports) + ["Swift", step.module])
    let reference = Set(codeFiles(of: solution).map(read).flatMap { $0.declared.map(\.name) })
    return codeFiles(of: exercise).flatMap { path in
      read(path).declared.filter { declaration in
        let name = declaration.name
        let reserved =
          declaration.isType
          ? modules.contains(name) || name.hasPrefix("XCT")
          : called.contains(name) && !own.contains(name) || name.hasPrefix("XCT")
            || name.hasPrefix("__") || Self.operators.contains(name)
        return reserved && !reference.contains(name)
      }.map { declaration in
        failure(
          at: path, line: declaration.line,
          localized(
            """
            This declares `\(declaration.name)`, which the checks call and the reference does \
            not declare: a check could call yours instead. Give it another name.
            """))
      }
    }
  }

  private func testFindings() -> [TestFailure] {
    let exercise = StepFiles(root: course.root, folder: step.exercisePath)
    let harness = read(step.plantedBugHarnessPath)
    let wrapped = Set((harness.declared + harness.declaredValues).map(\.name))
    let helpers = Set(step.testHelpers.map { "\(step.exercisePath)/Tests/\($0)" })
    let modules = [step.module, step.exerciseModules.app].joined(separator: "|")
    let pattern = try? NSRegularExpression(pattern: #"\b(?:"# + modules + #")\s*\.\s*(\w+)"#)
    return exercise.testFiles.filter { $0.hasSuffix(".swift") && !helpers.contains($0) }
      .flatMap { path -> [TestFailure] in
        let file = read(path)
        let calls = file.matches(of: pattern).compactMap { match, line -> TestFailure? in
          guard let name = match.first, wrapped.contains(name) else { return nil }
          return failure(
            at: path, line: line,
            localized(
              """
              This calls `\(step.module).\(name)`, the step's code without its planted bugs: a \
              test that compares it with `\(name)` catches every bug without saying what the \
              code should do, so your tests catch no bug.
              """))
        }
        let libraries = Set(file.imports)
        let redeclared = file.declared.filter { declaration in
          let name = declaration.name
          return name.hasPrefix("XCT") || name.hasPrefix("__") || libraries.contains(name)
            || declaration.keyword == "macro" && ["expect", "require"].contains(name)
        }.map { declaration in
          failure(
            at: path, line: declaration.line,
            localized(
              """
              This declares `\(declaration.name)`, a name of XCTest or Swift Testing: your tests \
              would assert what you wrote instead, so they catch no bug. Give it another name.
              """))
        }
        return calls + redeclared
      }
  }

  private func waitFindings() -> [TestFailure] {
    StepFiles(root: course.root, folder: step.exercisePath).testFiles
      .filter { $0.hasSuffix(".swift") }
      .flatMap { path in
        Self.waits(in: read(path)).map { call, line in
          failure(
            at: path, line: line,
            localized(
              """
              This test waits with `\(call)`: it checks the clock, not your code. A slow \
              machine fails it and a fast one waits for nothing. Wait on what you test \
              instead: an expectation the effect fulfils, `await store.receive(…)`, or the \
              step's scheduler or clock, advanced.
              """))
        }
      }
  }

  /// The calls in `file` that wait for a real time, with their lines; none inside a closure
  /// given as a value (`save = { … }`), which stands in for slow work, such as a save that takes
  /// a moment, rather than making the test wait.
  static func waits(in source: String) -> [(call: String, line: Int)] {
    waits(in: SwiftCode(source))
  }

  private static func waits(in file: SwiftCode) -> [(call: String, line: Int)] {
    let blocks = file.source.blocks()
    let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
    let stubs = blocks.filter { block in
      block.keyword == nil
        && lines[block.openLine - 1].range(of: #"=\s*\{"#, options: .regularExpression) != nil
    }
    return file.matches(of: sleep).compactMap { groups, line in
      guard let call = groups.first, !stubs.contains(where: { $0.body.contains(line) }) else {
        return nil
      }
      return (call, line)
    }
  }

  /// A call that waits for a real time: `Thread.sleep(…)`, `Task.sleep(…)`, `usleep(…)`,
  /// `sleep(…)`; never a method of the same name on a value (`clock.sleep(for:)`).
  static let sleep = try? NSRegularExpression(
    pattern: #"(?<![.\w])((?:Thread\.|Task\.)?u?sleep)\s*\("#)

  /// The learner's (or the reference's) code the checks link: the app files and test helpers.
  private func codeFiles(of files: StepFiles) -> [String] {
    let helpers = step.testHelpers.map { "/Tests/\($0)" }
    return
      (files.appFiles
      + files.testFiles.filter { path in
        helpers.contains(where: path.hasSuffix)
      }).filter { $0.hasSuffix(".swift") }
  }

  private func read(_ path: String) -> SwiftCode {
    SwiftCode((try? String(contentsOf: course.url(path), encoding: .utf8)) ?? "")
  }

  private func failure(at path: String, line: Int, _ message: String) -> TestFailure {
    TestFailure(file: course.url(path).path, line: line, test: nil, message: message)
  }

  /// The operators a check compares with: the learner's code may declare them only where the
  /// reference does (an `==` that holds for any two values passes every comparison).
  static let operators: Set<String> = ["==", "!=", "<", "<=", ">", ">=", "~="]
}

/// A Swift file's code, comments and string literals blanked out, and what it declares, calls
/// and imports by name.
private struct SwiftCode {
  struct Declaration {
    let name: String
    let line: Int
    /// `func`, `macro`, `struct`, `let`…
    let keyword: String
    var isType: Bool { !["func", "macro", "let", "var"].contains(keyword) }
  }

  let source: SwiftSource
  let text: String

  init(_ file: String) {
    let source = SwiftSource(file)
    // NB: one UTF-16 unit a character, so that a match's offsets are the source's.
    text = String(
      source.characters.indices.map { index -> Character in
        let character = source.characters[index]
        return character == "\n" || source.isCode[index] && character.utf16.count == 1
          ? character : " "
      })
    self.source = source
  }

  /// The declared functions, macros and types, and where.
  var declared: [Declaration] {
    matches(of: Self.declaration).compactMap { groups, line in
      groups.count == 2 ? Declaration(name: groups[1], line: line, keyword: groups[0]) : nil
    }
  }

  /// The constants and variables declared at the start of a line, as a harness declares a
  /// reducer (`let shoppingListReducer = Reducer…`).
  var declaredValues: [Declaration] {
    matches(of: Self.value).map { Declaration(name: $0.0[0], line: $0.1, keyword: "let") }
  }

  /// The names called as functions or macros (`name(`, `name {`, `#name(`).
  var calls: [String] {
    matches(of: Self.call).compactMap(\.0.first).filter { !Self.keywords.contains($0) }
  }

  /// The modules imported.
  var imports: [String] { matches(of: Self.importLine).compactMap(\.0.first) }

  /// Each match of `pattern`, as its captured groups and its line.
  func matches(of pattern: NSRegularExpression?) -> [([String], Int)] {
    let whole = NSRange(location: 0, length: (text as NSString).length)
    return (pattern?.matches(in: text, range: whole) ?? []).map { match in
      let groups = (1..<match.numberOfRanges).compactMap { index in
        Range(match.range(at: index), in: text).map { String(text[$0]) }
      }
      return (groups, source.line(at: match.range.location))
    }
  }

  static let declaration = try? NSRegularExpression(
    pattern: #"\b(func|macro|struct|class|enum|actor|protocol|typealias)\s+"#
      + #"([A-Za-z_]\w*|[-+*/%=<>!&|^~?.]+)"#)
  static let value = try? NSRegularExpression(
    pattern: #"^(?:public |internal )?(?:let|var)\s+([A-Za-z_]\w*)"#, options: .anchorsMatchLines)
  static let call = try? NSRegularExpression(pattern: #"#?\b([A-Za-z_]\w*)\s*[({]"#)
  static let importLine = try? NSRegularExpression(pattern: #"\bimport\s+(\w+)"#)
  static let keywords: Set<String> = [
    "if", "guard", "switch", "while", "for", "return", "catch", "repeat", "else", "do", "in",
    "init", "self", "super", "try", "await", "throw", "case", "let", "var", "func", "where",
    "defer", "is", "as", "class", "struct", "enum", "extension", "actor", "protocol", "get", "set",
  ]
}
