/// One of the two testing libraries a learner writes tests with.
public enum TestingLibrary: String, Codable, Sendable, CaseIterable {
  case xctest = "XCTest"
  case swiftTesting = "SwiftTesting"

  /// The library's name in a sentence: "XCTest", "Swift Testing".
  public var displayName: String {
    switch self {
    case .xctest: return "XCTest"
    case .swiftTesting: return "Swift Testing"
    }
  }
}
