import Testing
@testable import Tally

@Suite struct TallyClearTests {
  @Test func clearEmptiesTheTally() {
    let state = 3
    #expect(state == 0, "TODO(2): send .clear first, then expect an empty tally")
  }
}
