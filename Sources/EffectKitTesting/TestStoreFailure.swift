/// A failure a `TestStore` found: what went wrong, and the step it belongs to.
public struct TestStoreFailure {
  /// What went wrong, written for the person reading the test's output.
  public let message: String
  /// The file of the step the failure belongs to.
  public let file: StaticString
  /// The line of the step the failure belongs to.
  public let line: UInt

  /// Where a step was written.
  struct Location: Equatable {
    let file: StaticString
    let line: UInt

    static func == (lhs: Location, rhs: Location) -> Bool {
      "\(lhs.file)" == "\(rhs.file)" && lhs.line == rhs.line
    }
  }
}
