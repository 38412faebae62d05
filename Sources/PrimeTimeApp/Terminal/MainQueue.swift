import Foundation

/// Keeps the main queue serviced until `condition` holds or `timeout` seconds have passed, and
/// returns whether it holds.
///
/// Effects deliver on `DispatchQueue.main` (`receive(on:)`), and nothing runs the main queue
/// while a command-line program waits in its own loop. Called on the main thread, this runs the
/// main run loop in short slices, which drains the main queue; on any other thread it waits for
/// whoever runs the main queue to do so.
func serviceMainQueue(until condition: () -> Bool, timeout: TimeInterval) -> Bool {
  let deadline = Date(timeIntervalSinceNow: timeout)
  while !condition() {
    let now = Date()
    guard now < deadline else { return false }
    let sliceEnd = min(deadline, now.addingTimeInterval(0.05))
    if Thread.isMainThread {
      // NB: `run(mode:before:)` returns after handling one source, or at `sliceEnd`; the
      // loop checks the condition again either way.
      _ = RunLoop.main.run(mode: .default, before: sliceEnd)
    } else {
      Thread.sleep(until: min(sliceEnd, now.addingTimeInterval(0.005)))
    }
  }
  return true
}
