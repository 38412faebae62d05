import Foundation
import WorkshopCourse
import WorkshopJudge
import WorkshopTerminal
import WorkshopTestRuns

/// What in a file of a step's Checks/ the planted-bug hunt would take for the learner's tests:
/// each test type whose name does not end in `Checks`, and `@Test` functions outside any type.
///
/// The checks and the learner's tests share one test module, and a planted-bug hunt runs every
/// test type of it except those named `…Checks`: a check named otherwise would run under the
/// planted bugs as if the learner had written it, and its failures would count as bugs caught.
/// A test type is an XCTest class (its superclass ends in `TestCase`), a `@Suite`, or a type
/// with `@Test` functions.
func misnamedChecks(in source: String) -> [String] {
  let declarations = topLevelTypePattern.matches(
    in: source, range: NSRange(source.startIndex..., in: source))
  let freeStanding = source.split(separator: "\n").contains { $0.hasPrefix("@Test") }
  return (freeStanding ? ["declares @Test functions outside a type"] : [])
    + declarations.enumerated().compactMap { index, match in
      func group(_ number: Int) -> String {
        Range(match.range(at: number), in: source).map { String(source[$0]) } ?? ""
      }
      let bodyEnd =
        index + 1 < declarations.count
        ? declarations[index + 1].range.location : (source as NSString).length
      let body = (source as NSString).substring(
        with: NSRange(location: match.range.location, length: bodyEnd - match.range.location))
      let (attributes, name, inheritance) = (group(1), group(2), group(3))
      let isTestType =
        inheritance.contains("TestCase") || attributes.contains("@Suite") || body.contains("@Test")
      return isTestType && !name.hasSuffix(StepModules.checkSuffix)
        ? "declares the test type \(name), whose name should end in \(StepModules.checkSuffix)"
        : nil
    }
}

/// A type declared at the start of a line, with the attributes before it (group 1), its name
/// (group 2) and what follows the name up to its brace (group 3).
private let topLevelTypePattern = try! NSRegularExpression(
  pattern: #"^((?:@\w+(?:\([^\n]*?\))?\s+)*)(?:(?:public|internal|final)\s+)*"#
    + #"(?:class|struct|enum|actor)\s+(\w+)([^{\n]*)"#,
  options: [.anchorsMatchLines])
