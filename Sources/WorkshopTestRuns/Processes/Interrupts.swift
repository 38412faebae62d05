import Foundation

/// What to do when the user presses Ctrl-C (or the process is asked to terminate).
public enum Interrupts {
  /// Runs `handler` on SIGINT, SIGTERM and SIGHUP (a closed terminal) after stopping every child
  /// process and its tree and removing the temporary folders in `TemporaryFolders`. The handler
  /// decides how to leave, usually with `exit`.
  public static func install(_ handler: @escaping @Sendable (Int32) -> Void) {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    interruptPipe = fds[1]
    // NB: a plain handler that writes to a pipe works whatever the thread the signal lands on,
    // and even when the shell started this process with SIGINT ignored (a background job).
    for number in [SIGINT, SIGTERM, SIGHUP] {
      _ = signal(number) { received in
        var byte = UInt8(truncatingIfNeeded: received)
        _ = write(interruptPipe, &byte, 1)
      }
    }
    // NB: a parent may have started this process with the signals blocked (a mask survives
    // `exec`, and a test runner's worker threads block them); a blocked Ctrl-C never arrives.
    var signals = sigset_t()
    sigemptyset(&signals)
    sigaddset(&signals, SIGINT)
    sigaddset(&signals, SIGTERM)
    sigaddset(&signals, SIGHUP)
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    let reader = fds[0]
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while read(reader, &byte, 1) != 1 {}
      RunningChildren.shared.killAll()
      Leftovers.endAll()
      TemporaryFolders.shared.removeAll()
      handler(Int32(byte))
    }
  }
}

/// The write end of the pipe that the signal handler writes to.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
