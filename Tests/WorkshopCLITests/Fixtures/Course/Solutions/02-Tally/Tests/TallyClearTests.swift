import Testing
@testable import Tally

@Suite struct TallyClearTests {
  @Test func clearEmptiesTheTally() {
    var state = 3
    _ = tallyReducer(state: &state, action: .clear)
    #expect(state == 0, "TODO(2): send .clear first, then expect an empty tally")
  }
}
