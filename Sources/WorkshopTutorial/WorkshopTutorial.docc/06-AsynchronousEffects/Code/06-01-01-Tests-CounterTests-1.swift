  func testNthPrimeButtonHappyFlow() throws {
    // The lookup answers 17 at once: the test, not the network, decides the answer.
    Current.nthPrime = { _ in Effect(value: 17) }
  }
