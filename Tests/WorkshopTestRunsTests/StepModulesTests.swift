import WorkshopTestRuns
import XCTest

final class StepModulesTests: XCTestCase {
  func testNames_OfEachSide() {
    let exercise = StepModules(number: "05", side: .exercise)
    XCTAssertEqual(
      [exercise.app, exercise.checks], ["Exercise05", "Exercise05Checks"])
    let solution = StepModules(number: "12", side: .solution)
    XCTAssertEqual(
      [solution.app, solution.checks], ["Solution12", "Solution12Checks"])
  }

  func testParsing_FindsTheSideAndNumberOfEveryModuleOfAStep() {
    for modules in [
      StepModules(number: "05", side: .exercise), StepModules(number: "13", side: .solution),
    ] {
      for name in [modules.app, modules.checks, modules.checks + ".SomeChecks"] {
        XCTAssertEqual(StepModules(module: name), modules, name)
      }
    }
  }

  func testParsing_RefusesOtherModules() {
    for name in ["EffectKitTests", "Exercise5Checks", "Solution123Checks", "Checks05", ""] {
      XCTAssertNil(StepModules(module: name), name)
    }
  }
}
