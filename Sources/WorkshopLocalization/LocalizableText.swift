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

  /// `template` with each `{n}` replaced by the nth value; a placeholder without a value stays.
  func filling(_ template: String) -> String {
    var result = template
    // NB: from the last, so that `{1}` never eats the start of `{12}`.
    for (index, value) in values.enumerated().reversed() {
      result = result.replacingOccurrences(of: "{\(index + 1)}", with: value)
    }
    return result
  }
}
