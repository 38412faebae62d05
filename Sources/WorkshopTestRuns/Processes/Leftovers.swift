import Foundation

/// What the processes this process started leave running once they end: a learner's test that
/// starts `/bin/sleep` with `Process` and returns, say. On Linux this process becomes their
/// keeper (`PR_SET_CHILD_SUBREAPER`): such orphans are handed to it instead of to PID 1, so they
/// stay in its tree, and `endAll` ends them as the workshop ends or is interrupted. (`kill -9` of
/// the workshop is left to the watchdogs, see `Watchdog`.) NB: a keeper does not reap what it is
/// handed, so an orphan that ends stays a zombie until the keeper ends: only a process that ends
/// soon, and has no one waiting for such processes to go, should keep them.
public enum Leftovers {
  /// Makes this process the keeper of the orphans of every process below it, where the system
  /// allows (Linux); elsewhere does nothing.
  public static func keep() {
    #if os(Linux)
      // NB: `prctl` is variadic in C, which Swift does not import; it is called through dlsym
      // with the fixed arguments `PR_SET_CHILD_SUBREAPER` takes.
      typealias Prctl = @convention(c) (Int32, UInt, UInt, UInt, UInt) -> Int32
      guard let symbol = dlsym(nil, "prctl") else { return }
      let prctl = unsafeBitCast(symbol, to: Prctl.self)
      _ = prctl(childSubreaper, 1, 0, 0, 0)
    #endif
  }

  /// Kills every process still running below this one: called when everything this process
  /// started has ended, so what is left is what those processes left behind.
  public static func endAll() {
    for pid in ProcessTree.descendants(of: getpid()) { kill(pid, SIGKILL) }
  }
}

#if os(Linux)
  /// `PR_SET_CHILD_SUBREAPER` of `<linux/prctl.h>`.
  private let childSubreaper: Int32 = 36
#endif
