  @Test func withDependencies_OverrideEndsWithItsScope() async {
    // Inside the scope, the override answers.
    let inside = await withDependencies {
      $0.nthPrime = { _ in 17 }
    } operation: {
      await Dependencies.current.nthPrime(3)
    }
    #expect(inside == 17)
  }
