  /// Takes the oldest action the effects sent back and checks it is the one `match`
  /// describes.
  private func receive(
    _ match: Step.Match, _ update: ((inout State) throws -> Void)?,
    _ location: TestStoreFailure.Location
  ) {
    waitForEffects { !self.received.isEmpty }
    guard let next = takeOldestReceived() else {
      return report(nothingReceived(expecting: match), location)
    }
    guard match.matches(next.action) else {
      asserted = next.state
      return report(mismatch(match, received: next.action), location)
    }
    let subject = "receiving \(describe(next.action))"
    guard next.isListed else {
      return assertState(update, actual: next.state, after: subject, location)
    }
  }
