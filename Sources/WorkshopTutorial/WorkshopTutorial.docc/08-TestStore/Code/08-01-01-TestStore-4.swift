    var expected = asserted
    do {
      try update(&expected)
    } catch {
      return report(FailureText.closureThrew(error), location)
    }
    if expected == asserted, actual == asserted {
      // NB: advice is given only when it is true: one mistake, one failure.
      guard !followsAFailure else { return }
      report(FailureText.closureChangesNothing(after: subject), location)
    } else if actual != expected {
      report(
        FailureText.stateMismatch(after: subject, expected: expected, actual: actual),
          location)
    }
  }
