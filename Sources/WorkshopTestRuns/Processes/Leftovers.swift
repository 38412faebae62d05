import Foundation

/// What the processes this process started leave running once they end: a learner's test that
/// starts `/bin/sleep` with `Process` and returns, or a shell's `sleep 300 &`, say.
///
/// They carry the mark of this process's keeper, which ends them (`ProcessKeeper`). On Linux
/// this process also becomes their keeper in the kernel's sense (`PR_SET_CHILD_SUBREAPER`):
/// orphans are handed to it instead of to PID 1, so that even one that replaced its environment
/// stays in its tree, and `endAll` ends and reaps them. (`kill -9` of the workshop is left to
/// the keeper process.)
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

  /// Ends every process that the children of this process left running, and reaps the orphans
  /// this process kept: called when those children have ended (at the end of a command, and
  /// after each check of `watch`, which would otherwise gather them until it stops).
  public static func endAll() {
    ProcessKeeper.runningNow?.sweep()
    endOrphans()
  }

  /// Kills and reaps the orphans this process keeps: the processes below it, but for its
  /// running children, its keeper, and what they started.
  static func endOrphans() {
    spawning.withLock { endOrphansWhileNothingStarts() }
  }

  /// `endOrphans`, for a caller that holds `spawning` (an interrupt).
  static func endOrphansWhileNothingStarts() {
    let spared = [ProcessKeeper.runningNow?.pid].compactMap { $0 } + RunningChildren.shared.all
    let table = ProcessTree.Table.now()
    let kept = Set(spared + spared.flatMap { table.descendants(of: $0) })
    for pid in table.descendants(of: getpid()) where !kept.contains(pid) { kill(pid, SIGKILL) }
    // NB: a child that Foundation started is in `spared` until Foundation has reaped it; any
    // other child is an orphan this process was handed, which no one else waits for. The
    // killed ones take a moment to die, and their own orphans come to this process as they do.
    for _ in 0..<40 {
      let orphans = ProcessTree.Table.now().children(of: getpid()).filter { !kept.contains($0) }
      if orphans.isEmpty { return }
      for pid in orphans {
        var status: Int32 = 0
        _ = waitpid(pid, &status, WNOHANG)
      }
      usleep(50_000)
    }
  }
}

#if os(Linux)
  /// `PR_SET_CHILD_SUBREAPER` of `<linux/prctl.h>`.
  private let childSubreaper: Int32 = 36
#endif
