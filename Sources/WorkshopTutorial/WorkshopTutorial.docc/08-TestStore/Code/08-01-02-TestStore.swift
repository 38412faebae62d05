    switch match {
    case let .action(action): return describe(action)
    case .predicate: return "an action matching the step's predicate"
    }
  }

  private func count(_ number: Int, _ noun: String) -> String { FailureText.count(number, noun) }
}

  private func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
