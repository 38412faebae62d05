  @Test func nthPrimeButtonTapped_AsksForTheCountthPrimeAndFeedsItBack() async {
    // The count is 3, so the lookup must be asked for the 3rd prime.
    var state = CounterState(count: 3)
  }
