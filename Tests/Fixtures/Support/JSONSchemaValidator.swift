import Foundation

/// A validator for the part of JSON Schema (2020-12) the workshop's schemas use: `type`,
/// `properties`, `required`, `additionalProperties: false`, `items`, `enum`, `const`, `minimum`,
/// `pattern` and local `$ref`s (`#/$defs/name`). Any other keyword is refused, so that a schema
/// never relies on a rule this validator would silently skip.
struct JSONSchemaValidator {
  let schema: [String: Any]

  private static let known: Set<String> = [
    "$schema", "$id", "$defs", "$ref", "title", "description", "type", "properties", "required",
    "additionalProperties", "items", "enum", "const", "minimum", "pattern",
  ]

  init(contentsOf url: URL) throws {
    let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    schema = try XCTUnwrapDictionary(object)
  }

  /// Every way `data` breaks the schema, as `path: problem`; empty when it is valid.
  func problems(in data: Data) throws -> [String] {
    let value = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    return problems(value, against: schema, at: "$")
  }

  private func problems(_ value: Any, against rule: [String: Any], at path: String) -> [String] {
    if let unknown = rule.keys.first(where: { !Self.known.contains($0) }) {
      return ["\(path): the schema uses '\(unknown)', which this validator does not know"]
    }
    if let reference = rule["$ref"] as? String {
      let name = reference.replacingOccurrences(of: "#/$defs/", with: "")
      guard let definitions = schema["$defs"] as? [String: Any],
        let target = definitions[name] as? [String: Any]
      else { return ["\(path): no definition for \(reference)"] }
      return problems(value, against: target, at: path)
    }
    var found: [String] = []
    if let type = rule["type"] as? String, !Self.value(value, hasType: type) {
      return ["\(path): expected \(type), found \(Self.describe(value))"]
    }
    if let options = rule["enum"] as? [Any], !options.contains(where: { Self.same($0, value) }) {
      found.append("\(path): \(Self.describe(value)) is not one of \(options)")
    }
    if let constant = rule["const"], !Self.same(constant, value) {
      found.append("\(path): \(Self.describe(value)) is not \(constant)")
    }
    if let minimum = rule["minimum"] as? Double, let number = Self.number(value),
      number < minimum
    {
      found.append("\(path): \(number) is below \(minimum)")
    }
    if let pattern = rule["pattern"] as? String, let text = value as? String,
      text.range(of: pattern, options: .regularExpression) == nil
    {
      found.append("\(path): '\(text)' does not match \(pattern)")
    }
    if let object = value as? [String: Any] {
      let properties = rule["properties"] as? [String: Any] ?? [:]
      for name in rule["required"] as? [String] ?? [] where object[name] == nil {
        found.append("\(path): '\(name)' is missing")
      }
      for (name, member) in object.sorted(by: { $0.key < $1.key }) {
        if let property = properties[name] as? [String: Any] {
          found += problems(member, against: property, at: "\(path).\(name)")
        } else if rule["additionalProperties"] as? Bool == false {
          found.append("\(path): '\(name)' is not allowed")
        }
      }
    }
    if let array = value as? [Any], let items = rule["items"] as? [String: Any] {
      for (index, element) in array.enumerated() {
        found += problems(element, against: items, at: "\(path)[\(index)]")
      }
    }
    return found
  }

  private static func value(_ value: Any, hasType type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBoolean(value)
    case "integer":
      return !isBoolean(value) && number(value).map { $0 == $0.rounded() } ?? false
    case "number": return !isBoolean(value) && number(value) != nil
    case "null": return value is NSNull
    default: return false
    }
  }

  // NB: JSONSerialization hands back NSNumber for numbers and booleans alike, and `1 is Bool`
  // holds; only the boolean's own class tells them apart.
  private static func isBoolean(_ value: Any) -> Bool {
    type(of: value) == type(of: NSNumber(value: true) as Any)
  }

  private static func number(_ value: Any) -> Double? {
    guard let number = value as? NSNumber, !isBoolean(value) else { return nil }
    return number.doubleValue
  }

  private static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    if let lhs = lhs as? String, let rhs = rhs as? String { return lhs == rhs }
    if let lhs = number(lhs), let rhs = number(rhs) { return lhs == rhs }
    return false
  }

  private static func describe(_ value: Any) -> String {
    if let text = value as? String { return "\"\(text)\"" }
    if isBoolean(value) { return (value as? Bool).map(String.init) ?? "boolean" }
    return "\(value)"
  }
}

private struct NotAnObject: Error {}

private func XCTUnwrapDictionary(_ value: Any) throws -> [String: Any] {
  guard let dictionary = value as? [String: Any] else { throw NotAnObject() }
  return dictionary
}
