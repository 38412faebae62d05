import EffectKit
import Testing

@testable import EffectKitAsyncTesting

@MainActor
@Suite struct TestStoreTaskTests {
  @Test func cancel_StopsTheEffects_AndDropsWhatTheySendLater() async {
    let gate = Gate()
    let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
    let store = TestStore(initialState: Tally()) {
      reducer(start: { [gated(gate, onCancel: { cancelledNow.yield() })] })
    }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    #expect(!task.isCancelled)
    await task.cancel()
    gate.open(with: 9)

    #expect(task.isCancelled)
    var iterator = cancelled.makeAsyncIterator()
    #expect(await iterator.next() != nil)
    await store.finish()
    #expect(reports.reports.isEmpty)
  }

  @Test func cancel_StopsTheEffectsInTheOrderTheyStarted() async {
    var cancelled: [Int] = []
    // NB: eight, so that no other order passes by chance (the store keeps them in a dictionary).
    let numbers = Array(1...8)
    let store = TestStore(initialState: Tally()) {
      reducer(start: {
        numbers.map { number in Effect { _ in Cancellable { cancelled.append(number) } } }
      })
    }
    let reports = store.recordingReports()

    let task = await store.send(.start)
    await task.cancel()

    #expect(cancelled == numbers)
    #expect(reports.reports.isEmpty)
  }

  @Test func cancel_ReachesEffectsStartedByTheActionsItsEffectsSent() async {
    let gate = Gate()
    let store = TestStore(initialState: Tally()) {
      { (_: inout Tally, action: Step) -> [Effect<Step>] in
        switch action {
        case .tap: return [Effect(value: .start)]
        case .start: return [gated(gate)]
        default: return []
        }
      }
    }
    let reports = store.recordingReports()

    let task = await store.send(.tap)
    await store.receive(.start)
    await task.cancel()
    await store.finish()

    #expect(reports.reports.isEmpty)
  }

  @Test func finish_WaitsOnlyForItsOwnEffects() async {
    let (first, second) = (Gate(), Gate())
    let store = TestStore(initialState: Tally()) {
      { (_: inout Tally, action: Step) -> [Effect<Step>] in
        switch action {
        case .a: return [gated(first)]
        case .b: return [gated(second)]
        default: return []
        }
      }
    }
    let reports = store.recordingReports()

    let firstTask = await store.send(.a)
    let secondTask = await store.send(.b)
    first.close()
    await firstTask.finish(timeout: .seconds(30))
    let line = #line + 1
    await secondTask.finish(timeout: .milliseconds(50))
    await secondTask.cancel()

    #expect(reports.failures.map(\.line) == [UInt(line)])
    #expect(
      reports.failures.first?.message.hasPrefix(
        "Expected the effects of this send to finish, but 1 effect is still running after "
          + "0.05 s, started by sending:\n  Step.b") == true)
  }

  @Test func tasks_AreEqualOnlyToThemselves() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let first = await store.send(.noop)
    let second = await store.send(.noop)

    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  @Test func tasksOfTwoStores_AreNeverEqual_WhateverTheirSendNumbers() async {
    let first = TestStore(initialState: Tally()) { reducer() }
    let second = TestStore(initialState: Tally()) { reducer() }
    // Both stores number their sends alike: 1, 2, 3.
    var firstTasks: [TestStoreTask] = []
    var secondTasks: [TestStoreTask] = []
    for _ in 1...3 {
      firstTasks.append(await first.send(.noop))
      secondTasks.append(await second.send(.noop))
    }

    for task in firstTasks {
      #expect(!secondTasks.contains(task), "a task of one store equals a task of another")
    }
    #expect(Set(firstTasks + secondTasks).count == 6)
  }

  /// A store's memory is free once the store is gone, and the next store may well be given the
  /// same address; its tasks still stand for other sends.
  @Test func tasksOfAStoreThatIsGone_AreNeverEqualToTheNextStoresTasks() async {
    var tasks: [TestStoreTask] = []
    for _ in 1...20 {
      let store = TestStore(initialState: Tally()) { reducer() }
      tasks.append(await store.send(.noop))
    }

    #expect(Set(tasks).count == 20, "tasks of different stores were equal")
  }

  @Test func equalTasks_HashEqually() async {
    let store = TestStore(initialState: Tally()) { reducer() }
    let otherStore = TestStore(initialState: Tally()) { reducer() }
    let task = await store.send(.noop)
    let copy = task
    let other = await otherStore.send(.noop)

    #expect(copy == task)
    #expect(copy.hashValue == task.hashValue)
    #expect(Set([task, copy, other]) == Set([other, task]))
  }

  @Test func aTaskWhoseStoreIsGone_CountsAsCancelled() async {
    var store: TestStore<Tally, Step>? = TestStore(initialState: Tally()) { reducer() }
    let task = await store?.send(.noop)
    store = nil

    #expect(task?.isCancelled == true)
    await task?.cancel()
    await task?.finish()
  }
}
