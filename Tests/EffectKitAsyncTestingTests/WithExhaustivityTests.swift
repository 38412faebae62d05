import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct WithExhaustivityTests {
  private struct Stop: Error {}

  @Test func theStepsInside_RunWithTheGivenExhaustivity_AndTheOldOneComesBack() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let reports = store.recordingReports()

    let answer = await store.withExhaustivity(.off) {
      // A change without a closure passes here only because the store is not exhaustive.
      await store.send(.tap)
      return store.exhaustivity
    }
    #expect(answer == .off)
    #expect(reports.reports.isEmpty)

    #expect(store.exhaustivity == .on)
    let sendLine = #line + 1
    await store.send(.tap)
    #expect(reports.failures.map(\.line) == [UInt(sendLine)])
  }

  @Test func theOldExhaustivity_ComesBackWhenTheStepsThrow() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    store.exhaustivity = .off(showSkippedAssertions: true)

    await #expect(throws: Stop.self) {
      try await store.withExhaustivity(.on) {
        #expect(store.exhaustivity == .on)
        await store.send(.noop)
        throw Stop()
      }
    }
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))

    #expect(throws: Stop.self) {
      try store.withExhaustivity(.off) {
        #expect(store.exhaustivity == .off)
        throw Stop()
      }
    }
    #expect(store.exhaustivity == .off(showSkippedAssertions: true))
  }

  @Test func aSynchronousOperation_SeesTheExhaustivity_AndReturnsItsResult() async {
    let store = TestStore(initialState: Tally()) { reducer() }

    let seen = store.withExhaustivity(.off(showSkippedAssertions: true)) { store.exhaustivity }

    #expect(seen == .off(showSkippedAssertions: true))
    #expect(store.exhaustivity == .on)
  }
}
