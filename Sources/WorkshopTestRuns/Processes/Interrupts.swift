import Foundation

/// How this process ends: on SIGINT (Ctrl-C), SIGTERM and SIGHUP (a closed terminal) as on its
/// own, every time in the same order, whatever it was doing when the signal came.
///
/// The first signal wins: from then on no process starts, nothing but the last words reaches
/// standard output and error (`StandardStreams`), every child and everything it started is
/// ended (`ProcessKeeper`, `Leftovers`), the temporary folders are removed
/// (`TemporaryFolders`), and the handler says why and exits. A thread whose child ended because
/// of the interrupt waits there for the exit instead of going on with its work. Later signals
/// change nothing, and neither does a signal that comes once the command has begun its own
/// end (`end(with:)`).
public enum Interrupts {
  /// Handles SIGINT, SIGTERM and SIGHUP from now on: runs `handler` with the signal's number
  /// once the children are ended and the temporary folders removed. The handler says why this
  /// process ends (with `StandardStreams.writeLast`) and exits.
  public static func install(_ handler: @escaping @Sendable (Int32) -> Never) {
    BrokenPipes.failQuietly()
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return }
    for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
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
    // One that came while they were held arrives now.
    releaseSignals()
    let reader = fds[0]
    Thread.detachNewThread {
      while true {
        var byte: UInt8 = 0
        guard read(reader, &byte, 1) == 1 else { continue }
        guard ending.claim(.interrupted) else { continue }
        stopEverything()
        handler(Int32(byte))
      }
    }
  }

  /// Holds SIGINT, SIGTERM and SIGHUP in the calling thread (and the threads it starts) until
  /// `install` or `releaseSignals`: one that comes meanwhile waits instead of ending the process
  /// unhandled. The hold survives `exec`, so a program that hands over to another keeps its
  /// signals for the other's handler.
  public static func holdSignals() {
    var signals = handled
    pthread_sigmask(SIG_BLOCK, &signals, nil)
  }

  /// Lets held signals through again, in the calling thread.
  public static func releaseSignals() {
    var signals = handled
    pthread_sigmask(SIG_UNBLOCK, &signals, nil)
  }

  /// SIGINT, SIGTERM and SIGHUP.
  private static var handled: sigset_t {
    var signals = sigset_t()
    sigemptyset(&signals)
    for number in [SIGINT, SIGTERM, SIGHUP] { sigaddset(&signals, number) }
    return signals
  }

  /// Whether an interrupt is being handled.
  static var isInterrupted: Bool { ending.state == .interrupted }

  /// Ends this process with `status` once the children's leftovers are ended, unless an
  /// interrupt is being handled, which then ends it instead.
  public static func end(with status: Int32) -> Never {
    Leftovers.endAll()
    ProcessKeeper.endCurrent()
    guard ending.claim(.ending) else { waitForTheExit() }
    StandardStreams.flush()
    exit(status)
  }

  /// Ends an interrupted process with `status` once its handler has said why: removes the
  /// temporary folders once more (a thread may have been making one), and exits at once.
  public static func exitInterrupted(_ status: Int32) -> Never {
    TemporaryFolders.shared.removeAll()
    _exit(status)
  }

  /// Waits, never returning, if an interrupt is being handled: it ends this process.
  static func waitIfInterrupted() {
    if isInterrupted { waitForTheExit() }
  }

  /// The interrupt's work before its handler: in this order, so that nothing starts or prints
  /// while it is done, and nothing is left once it is.
  private static func stopEverything() {
    StandardStreams.close()
    // NB: never unlocked: no process starts from now on, and a thread about to start one waits.
    spawning.lock()
    ProcessKeeper.endCurrent()
    RunningChildren.shared.killAll()
    Leftovers.endOrphansWhileNothingStarts()
    TemporaryFolders.shared.removeAll()
  }

  private static func waitForTheExit() -> Never {
    while true { sleep(60) }
  }

  private static let ending = Ending()
}

/// Which of the two ends of a process began first.
private final class Ending: @unchecked Sendable {
  enum State { case running, interrupted, ending }

  private let lock = NSLock()
  private var current = State.running

  var state: State { lock.withLock { current } }

  /// Begins the end `state`; `false` when an end has already begun.
  func claim(_ state: State) -> Bool {
    lock.withLock {
      guard current == .running else { return false }
      current = state
      return true
    }
  }
}

/// The write end of the pipe that the signal handler writes to.
nonisolated(unsafe) private var interruptPipe: Int32 = -1
