import Foundation

extension Effect where Output == Data {
  /// Decodes every emitted `Data` as JSON. A value that does not decode fails the effect.
  ///
  /// ```swift
  /// loadEffect.decode(type: [Int].self, decoder: JSONDecoder())  // FailableEffect<[Int], Error>
  /// ```
  public func decode<Item: Decodable>(
    type: Item.Type,
    decoder: JSONDecoder
  ) -> FailableEffect<Item, Error> {
    FailableEffect(results: map { data in Result { try decoder.decode(type, from: data) } })
  }
}
