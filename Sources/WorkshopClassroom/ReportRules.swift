import Foundation
import WorkshopCourse
import WorkshopLocalization

/// What a learner's report may hold, field by field: the rules of
/// `Docs/schemas/learner-report.schema.json` (a test holds the two to each other), and the two
/// the schema cannot say: no more checks passed than ran, no more bugs caught than expected.
///
/// A report is handed in by someone else, so `class` trusts nothing in it that these rules
/// have not passed.
enum ReportRules {
  /// What a field must be.
  enum Kind: Equatable {
    /// A string.
    case string
    /// A string holding an ISO 8601 date.
    case date
    /// A whole number, `minimum` or more.
    case integer(minimum: Int)
    /// A number, `minimum` or more.
    case number(minimum: Int)
    /// `true` or `false`.
    case boolean
    /// This number and no other.
    case constant(Int)
    /// A string matching this regular expression.
    case pattern(String)
    /// One of these strings.
    case oneOf([String])
    /// A list of steps, each following `stepFields`.
    case steps
  }

  /// One field of an object.
  struct Field: Equatable {
    let name: String
    let kind: Kind
    let isRequired: Bool

    init(_ name: String, _ kind: Kind, required: Bool = false) {
      self.name = name
      self.kind = kind
      self.isRequired = required
    }
  }

  /// The fields of the report itself.
  static let reportFields = [
    Field("version", .constant(LearnerReport.currentVersion), required: true),
    Field("learner", .string),
    Field("generated_at", .date, required: true),
    Field("track", .string),
    Field("steps", .steps, required: true),
  ]

  /// The fields of one step's line.
  static let stepFields = [
    Field("number", .pattern("^[0-9]{2}$"), required: true),
    Field("id", .string, required: true),
    Field("title", .string, required: true),
    Field("in_track", .boolean, required: true),
    Field("state", .oneOf(StepState.allCases.map(\.key)), required: true),
    Field("checks_passed", .integer(minimum: 0)),
    Field("checks_total", .integer(minimum: 0)),
    Field("bugs_caught", .integer(minimum: 0)),
    Field("bugs_expected", .integer(minimum: 0)),
    Field("first_done_at", .date),
    Field("last_checked_at", .date),
    Field("hints_shown", .integer(minimum: 0), required: true),
    Field("minutes_to_green", .number(minimum: 0)),
  ]

  /// Every way `json` breaks the rules, each a short phrase naming the field (`steps[3].state`);
  /// empty when it follows them all.
  static func problems(in json: Any) -> [String] {
    guard let report = json as? [String: Any] else {
      return [localized("it is not a JSON object")]
    }
    var found = problems(in: report, fields: reportFields, at: "")
    if let steps = report["steps"] as? [Any] {
      for (index, step) in steps.enumerated() {
        let path = "steps[\(index)]"
        guard let step = step as? [String: Any] else {
          found.append(localized("`\(path)` is not an object"))
          continue
        }
        found += problems(in: step, fields: stepFields, at: path + ".")
        found += counts(in: step, at: path)
      }
    }
    return found
  }

  private static func problems(
    in object: [String: Any], fields: [Field], at prefix: String
  ) -> [String] {
    var found: [String] = []
    for field in fields where field.isRequired && object[field.name] == nil {
      found.append(localized("`\(prefix + field.name)` is missing"))
    }
    let known = Set(fields.map(\.name))
    for name in object.keys.sorted() where !known.contains(name) {
      found.append(
        localized("`\(prefix + printable(name, maxColumns: 40))` is not a field of a report"))
    }
    for field in fields {
      guard let value = object[field.name] else { continue }
      if let problem = problem(with: value, kind: field.kind, at: prefix + field.name) {
        found.append(problem)
      }
    }
    return found
  }

  /// What is wrong with `value`, the field at `path`, for a field of `kind`.
  private static func problem(with value: Any, kind: Kind, at path: String) -> String? {
    let shown = describe(value)
    switch kind {
    case .string:
      return value is String ? nil : localized("`\(path)` is \(shown), not a string")
    case .date:
      guard let text = value as? String, ISO8601DateFormatter().date(from: text) != nil else {
        return localized("`\(path)` is \(shown), not a date such as 2027-01-15T08:00:00Z")
      }
      return nil
    case .integer(let minimum):
      guard let number = wholeNumber(value) else {
        return localized("`\(path)` is \(shown), not a whole number")
      }
      return number < minimum ? localized("`\(path)` is \(shown), below \(minimum)") : nil
    case .number(let minimum):
      guard !isBoolean(value), let number = (value as? NSNumber)?.doubleValue else {
        return localized("`\(path)` is \(shown), not a number")
      }
      return number < Double(minimum) ? localized("`\(path)` is \(shown), below \(minimum)") : nil
    case .boolean:
      return isBoolean(value) ? nil : localized("`\(path)` is \(shown), not true or false")
    case .constant(let expected):
      return wholeNumber(value) == expected
        ? nil : localized("`\(path)` is \(shown); this workshop reads version \(expected)")
    case .pattern(let pattern):
      guard let text = value as? String, text.range(of: pattern, options: .regularExpression) != nil
      else { return localized("`\(path)` is \(shown), not two digits") }
      return nil
    case .oneOf(let options):
      guard let text = value as? String, options.contains(text) else {
        let list = options.joined(separator: ", ")
        return localized("`\(path)` is \(shown), not one of \(list)")
      }
      return nil
    case .steps:
      return value is [Any] ? nil : localized("`\(path)` is \(shown), not a list of steps")
    }
  }

  /// A step that counts more passed than ran, or more bugs caught than expected.
  private static func counts(in step: [String: Any], at path: String) -> [String] {
    let number = { (name: String) in step[name].flatMap(wholeNumber) }
    var found: [String] = []
    if let passed = number("checks_passed"), let total = number("checks_total"), passed > total {
      found.append(localized("`\(path)` has \(passed) checks passed of \(total)"))
    }
    if let caught = number("bugs_caught"), let expected = number("bugs_expected"),
      caught > expected
    {
      found.append(localized("`\(path)` has \(caught) planted bugs caught of \(expected)"))
    }
    return found
  }

  /// The value as the message shows it: quoted if a string, cut short and made printable.
  private static func describe(_ value: Any) -> String {
    if let text = value as? String { return "'" + printable(text, maxColumns: 40) + "'" }
    if isBoolean(value) { return (value as? Bool).map(String.init) ?? "?" }
    if value is NSNull { return "null" }
    if let number = value as? NSNumber { return number.stringValue }
    if value is [Any] { return localized("a list") }
    return localized("an object")
  }

  private static func wholeNumber(_ value: Any) -> Int? {
    guard !isBoolean(value), let number = value as? NSNumber else { return nil }
    let double = number.doubleValue
    guard double == double.rounded(), abs(double) < 1e15 else { return nil }
    return Int(double)
  }

  // NB: JSONSerialization hands back NSNumber for numbers and booleans alike, and `1 is Bool`
  // holds; only the boolean's own class tells them apart.
  private static func isBoolean(_ value: Any) -> Bool {
    type(of: value) == type(of: NSNumber(value: true) as Any)
  }
}
