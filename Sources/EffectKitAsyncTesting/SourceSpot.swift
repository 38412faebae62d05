/// The place in a test a failure belongs to: the line of the call that found it.
struct SourceSpot: Equatable, Sendable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  static func == (lhs: Self, rhs: Self) -> Bool {
    "\(lhs.filePath)" == "\(rhs.filePath)" && lhs.line == rhs.line && lhs.column == rhs.column
  }
}
