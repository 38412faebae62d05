import Foundation
import XCTest

/// The app runs the reference code of step 08 through links, never through copies: fixing the
/// reference fixes the app. These checks keep the links in step with the reference.
final class ReferenceLinksTests: XCTestCase {
  private let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  private let reference = "Solutions/08-TestStore"
  private let links = "Sources/PrimeTimeApp/Reference"

  func testEveryAppFileOfStep08_IsLinked_AndNothingElse() throws {
    let fileManager = FileManager.default
    // NB: the step folder also links the test library's files (its TestStore), not app code.
    let appFiles = try fileManager.contentsOfDirectory(atPath: path(reference))
      .filter { name in
        let destination = try? fileManager.destinationOfSymbolicLink(
          atPath: path("\(reference)/\(name)"))
        return name.hasSuffix(".swift")
          && destination?.contains("Sources/EffectKitTesting/") != true
      }
    let linked = try fileManager.contentsOfDirectory(atPath: path(links))

    XCTAssertEqual(
      linked.sorted(), appFiles.sorted(),
      "Sources/PrimeTimeApp/Reference must hold one link per app file of \(reference): "
        + "ln -s ../../../\(reference)/<File>.swift")
  }

  func testEachLink_PointsAtTheSameNameInStep08() throws {
    let linked = try FileManager.default.contentsOfDirectory(atPath: path(links))
    for name in linked {
      let destination = try FileManager.default.destinationOfSymbolicLink(
        atPath: path("\(links)/\(name)"))
      XCTAssertEqual(destination, "../../../\(reference)/\(name)", "\(name) is not a link to it")
    }
  }

  private func path(_ relative: String) -> String {
    root.appendingPathComponent(relative).path
  }
}
