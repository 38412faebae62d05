    var expected = asserted
    do {
      try update(&expected)
    } catch {
      return report(FailureText.closureThrew(error), location)
    }
  }
