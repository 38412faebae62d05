  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    // TODO(5): in a `confirmation`, override nthPrime to expect the count, confirm, and
    // answer a prime the live code would not; send .nthPrimeButtonTapped; expect the new
    // state; run the effect with `stream()` and expect exactly one .nthPrimeResponse with
    // your prime.
    Issue.record("TODO(5): write a test that the button asks nthPrime and feeds its "
      + "answer back")
  }
