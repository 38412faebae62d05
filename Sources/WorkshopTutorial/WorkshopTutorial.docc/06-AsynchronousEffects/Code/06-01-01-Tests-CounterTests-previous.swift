  func testNthPrimeButtonHappyFlow() throws {
    // TODO(1): make Current.nthPrime answer a prime; tap the button; run the effect and
    // wait for it with an expectation; feed its action back; dismiss the alert. Assert
    // the state each time.
    XCTFail("TODO(1): write a test that waits for the nth prime answer and follows it to "
      + "the alert")
  }
