/// An English sentence of the CLI with its values apart, written as an ordinary interpolated
/// string: `"Step \(number) is done."` becomes the catalogue key `Step {1} is done.` and the
/// value list `[number]`, so a translation can move the values where its grammar puts them.
public struct LocalizableText: ExpressibleByStringInterpolation, Sendable {
  /// The catalogue key: the English text with `{1}`, `{2}`, … where the values go.
  public let key: String
  /// The values, in the order of their placeholders.
  public let values: [String]

  /// A text without values.
  public init(stringLiteral value: String) {
    self.key = value
    self.values = []
  }

  /// A text from its key and values, e.g. for a test.
  public init(key: String, values: [String]) {
    self.key = key
    self.values = values
  }

  /// A text with values.
  public init(stringInterpolation: StringInterpolation) {
    self.key = stringInterpolation.key
    self.values = stringInterpolation.values
  }

  /// Collects the literal parts into the key and the values into the list.
  public struct StringInterpolation: StringInterpolationProtocol {
    var key = ""
    var values: [String] = []

    /// Reserves room for the text.
    public init(literalCapacity: Int, interpolationCount: Int) {
      key.reserveCapacity(literalCapacity + 3 * interpolationCount)
    }

    /// A literal part of the sentence.
    public mutating func appendLiteral(_ literal: String) {
      key += literal
    }

    /// A value: a placeholder in the key.
    public mutating func appendInterpolation<Value>(_ value: Value) {
      values.append("\(value)")
      key += "{\(values.count)}"
    }
  }

  /// The text in English, its values in place.
  public var english: String { filling(key) }

  /// The text as `catalog` translates it, or in English when it has no translation (or there
  /// is no catalogue).
  public func text(in catalog: Catalog?) -> String {
    catalog?.translation(of: self) ?? english
  }

  /// `template` with each `{n}` replaced by the nth value, and each Korean particle marker in
  /// the form that agrees with the text before it: `{을}` after it, `{1:을}` after the first
  /// value (`{1}{을}`). A placeholder without a value, and any other brace, stays as it is.
  func filling(_ template: String) -> String {
    var result = ""
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      result += rest[..<open]
      let after = rest.index(after: open)
      guard let close = rest[after...].firstIndex(of: "}"),
        let part = TemplatePart(rest[after..<close], valueCount: values.count)
      else {
        result.append("{")
        rest = rest[after...]
        continue
      }
      if let number = part.value { result += values[number - 1] }
      if let particle = part.particle { result += particle.form(after: result) }
      rest = rest[rest.index(after: close)...]
    }
    return result + rest
  }

  /// The values that fill `key` (its placeholders `{1}`, `{2}`, … in order, each once) to make
  /// `text`, or `nil` when it cannot; each value is as short as it can be.
  static func values(filling key: String, toMake text: String) -> [String]? {
    var literals: [Substring] = []
    var order: [Int] = []
    var rest = Substring(key)
    while let open = rest.firstIndex(of: "{"),
      let close = rest[open...].firstIndex(of: "}"),
      let number = Int(rest[rest.index(after: open)..<close])
    {
      literals.append(rest[..<open])
      order.append(number)
      rest = rest[rest.index(after: close)...]
    }
    literals.append(rest)
    guard !order.isEmpty, order == Array(1...order.count), text.hasPrefix(literals[0]),
      text.hasSuffix(literals[literals.count - 1])
    else { return nil }
    var values: [String] = []
    var remaining = text.dropFirst(literals[0].count)
    for literal in literals.dropFirst().dropLast() {
      guard let found = remaining.range(of: literal) else { return nil }
      values.append(String(remaining[..<found.lowerBound]))
      remaining = remaining[found.upperBound...]
    }
    let last = literals[literals.count - 1]
    guard remaining.count >= last.count, order.count == values.count + 1 else { return nil }
    values.append(String(remaining.dropLast(last.count)))
    return values
  }

  /// The numbers of the values `template` places, as `{n}` or `{n:을}`.
  static func placeholders(in template: String) -> Set<Int> {
    var found: Set<Int> = []
    var rest = Substring(template)
    while let open = rest.firstIndex(of: "{") {
      rest = rest[rest.index(after: open)...]
      guard let close = rest.firstIndex(of: "}") else { break }
      if let number = TemplatePart(rest[..<close], valueCount: .max)?.value { found.insert(number) }
    }
    return found
  }
}

/// What a brace of a catalogue template holds: a value's number (`{2}`), a Korean particle
/// (`{을}`), or both (`{2:을}`).
struct TemplatePart {
  /// The value's number, from 1.
  let value: Int?
  /// The particle after it.
  let particle: KoreanParticle?

  /// The part `text` (between the braces) names, or `nil` when it names none of the
  /// `valueCount` values and no particle.
  init?(_ text: Substring, valueCount: Int) {
    let pieces = text.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
    if pieces.count == 1, let particle = KoreanParticle(marker: String(text)) {
      self.value = nil
      self.particle = particle
      return
    }
    guard let number = Int(pieces[0]), number >= 1, number <= valueCount else { return nil }
    self.value = number
    if pieces.count == 2 {
      guard let particle = KoreanParticle(marker: String(pieces[1])) else { return nil }
      self.particle = particle
    } else {
      self.particle = nil
    }
  }
}
