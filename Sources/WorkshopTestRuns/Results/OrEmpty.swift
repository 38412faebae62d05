/// A list that its JSON may leave out: decoded as empty then, encoded as the list it holds.
///
/// ```swift
/// @OrEmpty var todos: [Int] = []  // `{"number": 1}` decodes with no TODOs
/// ```
@propertyWrapper
public struct OrEmpty<Element: Codable & Equatable & Sendable>: Codable, Equatable, Sendable {
  /// The list.
  public var wrappedValue: [Element]

  /// Holds `wrappedValue`.
  public init(wrappedValue: [Element]) { self.wrappedValue = wrappedValue }

  /// Reads the list.
  public init(from decoder: Decoder) throws { wrappedValue = try [Element](from: decoder) }

  /// Writes the list.
  public func encode(to encoder: Encoder) throws { try wrappedValue.encode(to: encoder) }
}

extension KeyedDecodingContainer {
  /// The list at `key`, empty when the key is missing (or null).
  public func decode<Element>(_ type: OrEmpty<Element>.Type, forKey key: Key) throws
    -> OrEmpty<Element>
  {
    OrEmpty(wrappedValue: try decodeIfPresent([Element].self, forKey: key) ?? [])
  }
}
