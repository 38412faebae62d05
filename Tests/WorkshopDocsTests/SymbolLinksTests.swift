import WorkshopCourse
import XCTest

@testable import WorkshopDocs

/// The tutorial's names of the library, linked to their pages in the reference.
final class SymbolLinksTests: XCTestCase {
  /// A library of one module, in the fixture course.
  func links() throws -> SymbolLinks {
    let course = try TutorialFixture.course(for: self)
    try TutorialFixture.write(
      """
      /// A clock.
      public final class TestClock {
        /// Moves time on.
        public func advance(by duration: Duration) {}
        func hidden() {}
      }
      public typealias Reducer<State> = (inout State) -> Void
      """, to: "Sources/EffectKit/TestClock.swift", in: course.root)
    return SymbolLinks.read(["EffectKit"], in: course)
  }

  func testATypeAMemberAndATypeAlias_LinkToTheirPages_AnInternalNameDoesNot() throws {
    let links = try links()
    XCTAssertEqual(links.entries["TestClock"], "/documentation/effectkit/testclock")
    XCTAssertEqual(
      links.entries["TestClock.advance"], "/documentation/effectkit/testclock/advance(by:)")
    XCTAssertEqual(links.entries["Reducer"], "/documentation/effectkit/reducer")
    XCTAssertNil(links.entries["TestClock.hidden"])
  }

  func testTheFirstMentionInProse_IsLinked_NotCodeNorAnExpression() throws {
    let lines = try links().linked([
      "Make a `TestClock`, then `TestClock.advance(by:)` it; `TestClock` again.",
      "```swift", "let clock = `TestClock`", "```", "Not `TestClock().advance(by: .seconds(1))`.",
    ])
    XCTAssertEqual(
      lines[0],
      "Make a [`TestClock`](/documentation/effectkit/testclock), then "
        + "[`TestClock.advance(by:)`](/documentation/effectkit/testclock/advance(by:)) it; "
        + "`TestClock` again.")
    XCTAssertEqual(lines[2], "let clock = `TestClock`")
    XCTAssertEqual(lines[4], "Not `TestClock().advance(by: .seconds(1))`.")
  }
}
