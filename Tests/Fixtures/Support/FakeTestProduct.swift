import Foundation
import WorkshopTestRuns

@testable import WorkshopJudge

extension TestRunner {
  /// A runner, working in `folder`, of a fake test product there: the shell `script`, which is
  /// handed the tests to run as its first argument (`M.C/test1,M.C/test2`) and prints what
  /// XCTest would of them.
  static func fake(script: String, in folder: URL) throws -> TestRunner {
    let product = folder.appendingPathComponent("Fake.xctest")
    try Data(script.utf8).write(to: product)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: product.path)
    return TestRunner(launcher: try TestLauncher(product: product), directory: folder)
  }
}
