import Foundation
import XCTest

@testable import WorkshopClassroom

/// `class` checks reports with `ReportRules`; `Docs/schemas/learner-report.schema.json` tells
/// graders what a report holds. The two must say the same.
final class ReportRulesTests: XCTestCase {
  private func schema() throws -> [String: Any] {
    let url = GradingFixtures.packageRoot.appendingPathComponent(
      "Docs/schemas/learner-report.schema.json")
    return try XCTUnwrap(
      try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
  }

  func testTheRules_AreTheSchemas_FieldByField() throws {
    let schema = try schema()
    let step = try XCTUnwrap((schema["$defs"] as? [String: Any])?["step"] as? [String: Any])
    for (object, fields, name) in [
      (schema, ReportRules.reportFields, "report"), (step, ReportRules.stepFields, "step"),
    ] {
      XCTAssertEqual(object["additionalProperties"] as? Bool, false, name)
      XCTAssertEqual(
        Set(object["required"] as? [String] ?? []),
        Set(fields.filter(\.isRequired).map(\.name)), name)
      let properties = try XCTUnwrap(object["properties"] as? [String: [String: Any]], name)
      XCTAssertEqual(Set(properties.keys), Set(fields.map(\.name)), name)
      for field in fields {
        let property = try XCTUnwrap(properties[field.name], field.name)
        XCTAssertEqual(
          Self.kind(of: property), Self.asTheSchemaSaysIt(field.kind), "\(name).\(field.name)")
      }
    }
  }

  /// The rule a schema property states, in `ReportRules`'s terms.
  private static func kind(of property: [String: Any]) -> ReportRules.Kind? {
    if let constant = property["const"] as? Int { return .constant(constant) }
    if let options = property["enum"] as? [String] { return .oneOf(options.sorted()) }
    if let pattern = property["pattern"] as? String { return .pattern(pattern) }
    switch property["type"] as? String {
    case "string": return .string
    case "boolean": return .boolean
    case "integer": return .integer(minimum: property["minimum"] as? Int ?? Int.min)
    case "number": return .number(minimum: property["minimum"] as? Int ?? Int.min)
    case "array": return .steps
    default: return nil
    }
  }

  /// `kind` as the schema can state it: a date is a string, a choice has no order.
  private static func asTheSchemaSaysIt(_ kind: ReportRules.Kind) -> ReportRules.Kind {
    switch kind {
    case .date: return .string
    case .oneOf(let options): return .oneOf(options.sorted())
    default: return kind
    }
  }

  func testDates_AreStringsToTheSchema_AndCheckedAsISO8601() {
    // NB: the schema's dates are strings; the rules read them as the report's decoder does.
    let dated = (ReportRules.reportFields + ReportRules.stepFields).filter { $0.kind == .date }
    XCTAssertEqual(
      dated.map(\.name), ["generated_at", "first_done_at", "last_checked_at"])
  }
}
