  @Test func queryChanged_SearchesOnlyTheLastQuery_AfterAQuietSpell() async {
    let clock = TestClock()
  }
