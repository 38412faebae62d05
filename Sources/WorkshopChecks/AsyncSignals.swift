/// Whether `stream` yields within `duration`: `false` when the time runs out first, or when the
/// stream finishes without yielding.
///
/// ```swift
/// let (cancelled, cancelledNow) = AsyncStream<Void>.makeStream()
/// // … hand `cancelledNow.yield()` to the code under test as its onCancel …
/// #expect(await first(of: cancelled, within: .seconds(5)))
/// ```
public func first(of stream: AsyncStream<Void>, within duration: Duration) async -> Bool {
  await withTaskGroup(of: Bool.self) { group in
    group.addTask {
      for await _ in stream { return true }
      return false
    }
    group.addTask {
      try? await Task.sleep(for: duration)
      return false
    }
    let answer = await group.next() ?? false
    group.cancelAll()
    return answer
  }
}
