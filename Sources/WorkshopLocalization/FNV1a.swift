import Foundation

/// The 64-bit FNV-1a hash: a stable fingerprint of bytes (the same on every machine and run,
/// unlike `Hasher`), for noticing that a file or a text changed.
public struct FNV1a: Sendable {
  /// The hash so far.
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  /// A hash of nothing yet.
  public init() {}

  /// The hash of `text`'s UTF-8 bytes, as 16 hex digits.
  public static func hex(of text: String) -> String {
    var hash = FNV1a()
    hash.add(Data(text.utf8))
    return hash.hex
  }

  /// Adds `data` to the hash.
  public mutating func add(_ data: Data) {
    for byte in data {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
  }

  /// The hash as 16 hex digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
