import WorkshopReaders

/// A fenced code block with the words a translation may change taken out: the comments of a
/// Swift block, so that a translated lesson explains its code in its own language while the
/// code itself stays byte for byte the English one. Other blocks (shell commands, output) are
/// kept whole.
///
/// ```swift
/// codeWithoutComments("```swift\nlet x = 1  // one\n```")  // "```swift\nlet x = 1\n```"
/// ```
func codeWithoutComments(_ block: String) -> String {
  let lines = block.split(separator: "\n", omittingEmptySubsequences: false)
  guard let fence = lines.first, lines.count > 2,
    fence.trimmingCharacters(in: .whitespaces).dropFirst(3).trimmingCharacters(in: .whitespaces)
      == "swift"
  else { return block }
  let body = lines.dropFirst().dropLast().joined(separator: "\n")
  return ([String(fence), SwiftSource(body).withoutComments, String(lines.last ?? "")])
    .joined(separator: "\n")
}
