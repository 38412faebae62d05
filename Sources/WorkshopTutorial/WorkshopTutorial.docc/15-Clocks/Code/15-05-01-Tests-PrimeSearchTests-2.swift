  @Test func queryChanged_SearchesOnlyTheLastQuery_AfterAQuietSpell() async {
    let clock = TestClock()
    // NB: 37 is the 12th prime; the 1st, 2, would answer a search for "1".
    await confirmation("nthPrime was asked once") { asked in
    }
  }
