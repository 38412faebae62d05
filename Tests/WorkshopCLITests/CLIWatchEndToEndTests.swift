import Foundation
import XCTest

/// `watch` while the learner moves things around: it waits for a step folder that went away,
/// instead of sending the learner to update their clone.
final class CLIWatchEndToEndTests: BuildableCourseTestCase {
  func testWatch_WhenTheStepFolderGoesAway_WaitsForIt_AndChecksAgainWhenItIsBack() throws {
    let watch = try WatchedRun(in: course.root, for: self)
    try waitFor("the first verdict", timeout: 900) { watch.printed.contains("-- run 1 · ") }
    try waitFor("watch to wait for changes", timeout: 300) {
      watch.printed.contains("Watching Exercises/01-Counter/ for changes")
    }

    // The learner moves the step folder away: watch says so and waits.
    let folder = course.root.appendingPathComponent("Exercises/01-Counter")
    let moved = course.root.appendingPathComponent("Exercises/01-Moved")
    try FileManager.default.moveItem(at: folder, to: moved)
    try waitFor("watch to notice", timeout: 60) {
      watch.printed.contains("Exercises/01-Counter is gone since watch started")
    }
    XCTAssertTrue(watch.isRunning, watch.printed)
    XCTAssertFalse(watch.printed.contains("Update your clone"), watch.printed)

    // Back where it was, it is checked again.
    try FileManager.default.moveItem(at: moved, to: folder)
    try waitFor("the second verdict", timeout: 300) { watch.printed.contains("-- run 2 · ") }
  }
}
