import Foundation
import WorkshopCore

/// The test executable this process is running from, able to run a selection of its own tests.
struct TestBinary: Sendable {
  let url: URL

  /// The running test executable. On Linux it is a plain program that can run any selection
  /// of its tests; macOS loads tests as a bundle, which this runner does not drive yet.
  static var current: TestBinary? {
    #if os(Linux)
      return TestBinary(url: URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath())
    #else
      return nil
    #endif
  }

  /// The test classes of `module`, as `Module.Class` selections.
  func testClasses(inModule module: String) throws -> [String] {
    let result = try launch(["--list-tests"], plantedBug: 0, timeout: 60)
    let names = result.output.split(separator: "\n").map(String.init)
      .filter { $0.hasPrefix(module + ".") }
      .compactMap { $0.split(separator: "/").first.map(String.init) }
    return Array(NSOrderedSet(array: names)) as? [String] ?? []
  }

  /// Runs the selected test classes with planted bug `plantedBug` switched on (0: none).
  func run(_ selection: [String], plantedBug: Int, timeout: TimeInterval) -> TestRunOutcome {
    do {
      let result = try launch([selection.joined(separator: ",")], plantedBug: plantedBug, timeout: timeout)
      switch result.termination {
      case .exited(0): return .passed
      case .exited: return .failed(failures: TestOutput(parsing: result.output).failures.map(describe))
      case let .signalled(signal): return .crashed(signal: signal)
      case .timedOut: return .timedOut(seconds: Int(timeout))
      }
    } catch {
      return .couldNotRun(reason: "\(error)")
    }
  }

  private func launch(_ arguments: [String], plantedBug: Int, timeout: TimeInterval) throws -> ProcessResult {
    let environment = [PlantedBug.environmentKey: String(plantedBug)]
    return try runProcess(url, arguments: arguments, environment: environment, timeout: timeout)
  }

  private func describe(_ failure: TestFailure) -> String {
    let file = failure.file.split(separator: "/").last.map(String.init) ?? failure.file
    return "\(file):\(failure.line): \(failure.message)"
  }
}
