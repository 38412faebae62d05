extension Array where Element == SwiftSource.Block {
  /// The outermost `func` whose body holds `line`, if any.
  public func outermostFunction(holding line: Int) -> Element? {
    first { $0.keyword == "func" && $0.body.contains(line) }
  }

  /// Whether `line` of `function` is inside a block of its body that is not a function of its
  /// own (a closure, an `if`, a `for`): code that may run later than the line above it.
  public func isInABlock(_ line: Int, of function: Element) -> Bool {
    contains { block in
      block.keyword != "func" && block != function && block.body.contains(line)
        && function.body.contains(block.openLine) && function.body.contains(block.closeLine)
    }
  }

  /// The type or extension that `block` is declared in, if any.
  public func enclosingType(of block: Element) -> Element? {
    var parent = block.parent
    while let index = parent {
      if self[index].isType { return self[index] }
      parent = self[index].parent
    }
    return nil
  }
}
