    switch match {
    case let .action(action): return describe(action)
    case .predicate: return "an action matching the step's predicate"
    }
  }

  private func diff(_ expected: Any, _ actual: Any) -> String {
    // TODO(1): the line diff of the two values' dumps (`valueDump`, `lineDiff`), expected first.
    ""
  }

  private func list(_ actions: [Action]) -> String {
    actions.map { "  " + valueDump($0).replacingOccurrences(of: "\n", with: "\n  ") }
      .joined(separator: "\n")
  }

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
