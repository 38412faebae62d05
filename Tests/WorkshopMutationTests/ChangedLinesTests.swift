import XCTest

@testable import WorkshopMutation

final class ChangedLinesTests: XCTestCase {
  func testDiff_GivesTheAddedLinesOfEachFile_AndTheLinesAroundADeletion() {
    let diff = """
      diff --git a/Solutions/02-Tally/Tally.swift b/Solutions/02-Tally/Tally.swift
      index 1..2 100644
      --- a/Solutions/02-Tally/Tally.swift
      +++ b/Solutions/02-Tally/Tally.swift
      @@ -3 +3 @@ enum TallyAction
      -  case .add: state += 1
      +  case .add: state += 2
      @@ -9,2 +10,3 @@ func tally
      +a
      +b
      +c
      diff --git a/Sources/EffectKit/Store.swift b/Sources/EffectKit/Store.swift
      --- a/Sources/EffectKit/Store.swift
      +++ b/Sources/EffectKit/Store.swift
      @@ -20,1 +19,0 @@
      -    observers.notify()
      diff --git a/Old.swift b/Old.swift
      --- a/Old.swift
      +++ /dev/null
      @@ -1 +0,0 @@
      -gone
      """
    let changed = ChangedLines(diff: diff)
    XCTAssertEqual(
      changed.lines,
      [
        "Solutions/02-Tally/Tally.swift": [3, 10, 11, 12],
        "Sources/EffectKit/Store.swift": [19, 20],
      ]
    )
    XCTAssertTrue(changed.touches("Sources/EffectKit/Store.swift", line: 20))
    XCTAssertFalse(changed.touches("Sources/EffectKit/Store.swift", line: 21))
  }
}
