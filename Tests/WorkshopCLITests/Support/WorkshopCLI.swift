import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns
import XCTest

/// Runs the built `workshop` executable, the way a learner does, and returns what it printed.
enum WorkshopCLI {
  struct Result {
    let status: Int32
    let output: String

    /// The output with every line break and the indent after it read as one space: a sentence
    /// the 80-column terminal wrapped reads whole again.
    var prose: String {
      output.replacingOccurrences(of: " *\n *", with: " ", options: .regularExpression)
    }
  }

  /// The `workshop` executable next to this test executable.
  static var executable: URL {
    #if os(Linux)
      let tests = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      return tests.deletingLastPathComponent().appendingPathComponent("workshop")
    #else
      return Bundle(for: Marker.self).bundleURL.deletingLastPathComponent()
        .appendingPathComponent("workshop")
    #endif
  }

  /// The maintainers' executable built beside it, which `workshop` hands verify, mutate, docs and
  /// translations to. NB: named to the CLI, so that a test never builds it again in the package
  /// under test (the hand-off's own build is tested in `MaintainerHandOffTests`).
  static var maintainerExecutable: URL {
    executable.deletingLastPathComponent().appendingPathComponent("workshop-maintainer")
  }

  /// Runs `workshop arguments…` in `directory` without a terminal and without colour, in English
  /// unless `environment` chooses another language (so the machine's locale changes nothing), 80
  /// columns wide (so the terminal it runs in changes nothing either).
  static func run(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:]
  )
    throws -> Result
  {
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      throw XCTSkip("the workshop executable is not built next to the tests: \(executable.path)")
    }
    let result = try runProcess(
      executable, arguments: arguments,
      environment: [
        "NO_COLOR": "1", "WORKSHOP_LANG": "en", "COLUMNS": "80",
        "WORKSHOP_MAINTAINER_EXECUTABLE": maintainerExecutable.path,
      ].merging(environment) { $1 },
      directory: directory, timeout: 60)
    guard case .exited(let status) = result.termination else {
      XCTFail("workshop \(arguments.joined(separator: " ")) ended with \(result.termination)")
      return Result(status: -1, output: result.output)
    }
    return Result(status: status, output: result.output)
  }

  private final class Marker {}
}

extension String {
  /// The text with every run of spaces and line breaks as one space: what a wrapped report says,
  /// whatever width it was wrapped to.
  var flowing: String { split(whereSeparator: \.isWhitespace).joined(separator: " ") }
}
