import Foundation

/// The tests a test product holds, as `workshop check` listed them before running the checks.
/// It leaves them in the results folder (`CheckEnvironment.resultsFolder`), and a planted-bug
/// hunt in that run reads them there instead of listing the same product again.
public struct ListedTests: Codable, Equatable, Sendable {
  /// XCTest tests as `Module.Class/method`.
  public var xctest: [String]
  /// Swift Testing tests as `--list-tests` prints them, `Module.Suite/test()/File.swift:3:4`.
  public var swiftTesting: [String]

  /// The listing of both libraries' tests.
  public init(xctest: [String], swiftTesting: [String]) {
    self.xctest = xctest
    self.swiftTesting = swiftTesting
  }

  /// The file's name in the results folder (not `.json`: the folder's JSON files are reports).
  public static let fileName = "tests.listing"

  /// Writes the listing into `folder`.
  /// - Throws: When the file cannot be written.
  public func write(into folder: URL) throws {
    try JSONEncoder().encode(self).write(
      to: folder.appendingPathComponent(Self.fileName), options: .atomic)
  }

  /// The listing left in this run's results folder, or `nil` outside a run of `workshop check`
  /// or when it cannot be read.
  public static func ofThisRun(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> ListedTests? {
    guard let folder = environment[CheckEnvironment.resultsFolder],
      let data = FileManager.default.contents(
        atPath: URL(fileURLWithPath: folder).appendingPathComponent(fileName).path)
    else { return nil }
    return try? JSONDecoder().decode(ListedTests.self, from: data)
  }
}
