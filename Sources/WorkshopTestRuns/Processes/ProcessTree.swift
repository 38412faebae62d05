import Foundation

/// Stopping a child together with everything it started.
///
/// `Foundation.Process` gives each child its own process group on Linux, so Ctrl-C in the
/// terminal does not reach it, and a child's own children (a test binary running planted-bug
/// hunts, a compiler under `swift build`) may sit in further groups. Signalling a whole tree
/// therefore walks the parent links of the process table (`/proc` on Linux, `sysctl` on macOS) as
/// well as signalling the child's group.
enum ProcessTree {
  /// The processes below `pid`, children first found first; empty where the process table cannot
  /// be read.
  static func descendants(of pid: pid_t) -> [pid_t] {
    Table.now().descendants(of: pid)
  }

  /// The parent links of every process, read at one moment.
  struct Table {
    /// Each process's parent.
    let parents: [pid_t: pid_t]

    /// The table as it is now; empty where the process table cannot be read.
    static func now() -> Table { Table(parents: parentTable()) }

    /// The processes whose parent is `pid`.
    func children(of pid: pid_t) -> [pid_t] {
      parents.filter { $0.value == pid }.map(\.key)
    }

    /// The processes below `pid`, children first found first.
    func descendants(of pid: pid_t) -> [pid_t] {
      var result: [pid_t] = []
      var frontier = [pid]
      while let next = frontier.popLast() {
        let children = children(of: next)
        result += children
        frontier += children
      }
      return result
    }
  }

  /// Sends `signal` to `pid`, its descendants and its process group.
  static func signal(_ pid: pid_t, _ signal: Int32, alsoKnown known: [pid_t] = []) -> [pid_t] {
    // NB: collect before signalling: once a parent dies its children are re-parented and can no
    // longer be found by walking down from it.
    var tree = Set(known)
    for _ in 0..<2 { tree.formUnion(descendants(of: pid)) }
    for member in tree { kill(member, signal) }
    if getpgid(pid) == pid { killpg(pid, signal) }
    kill(pid, signal)
    return Array(tree)
  }

  /// Asks `pid` and its tree to stop (SIGTERM), waits up to `grace` seconds for `hasExited`, then
  /// kills whatever is left (SIGKILL).
  static func terminate(
    _ pid: pid_t, alsoKnown known: [pid_t] = [], grace: TimeInterval,
    hasExited: (TimeInterval) -> Bool
  ) {
    let tree = signal(pid, SIGTERM, alsoKnown: known)
    if !hasExited(grace) {
      _ = signal(pid, SIGKILL, alsoKnown: tree)
    } else {
      for member in tree where kill(member, 0) == 0 { kill(member, SIGKILL) }
    }
  }

  #if canImport(Darwin)
    /// Each process's parent, from the kernel's process table (`sysctl` with `KERN_PROC_ALL`).
    private static func parentTable() -> [pid_t: pid_t] {
      var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_ALL, 0]
      let stride = MemoryLayout<kinfo_proc>.stride
      var size = 0
      guard sysctl(&name, u_int(name.count), nil, &size, nil, 0) == 0 else { return [:] }
      // NB: room for processes started between the two calls.
      var processes = [kinfo_proc](repeating: kinfo_proc(), count: size / stride + 64)
      size = processes.count * stride
      guard sysctl(&name, u_int(name.count), &processes, &size, nil, 0) == 0 else { return [:] }
      var table: [pid_t: pid_t] = [:]
      for process in processes.prefix(size / stride) {
        table[process.kp_proc.p_pid] = process.kp_eproc.e_ppid
      }
      return table
    }
  #else
    /// Each process's parent, from `/proc/<pid>/stat`.
    private static func parentTable() -> [pid_t: pid_t] {
      guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else {
        return [:]
      }
      var table: [pid_t: pid_t] = [:]
      for entry in entries {
        guard let pid = pid_t(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let close = stat.lastIndex(of: ")")
        else { continue }
        // NB: `pid (name) state ppid …`; the name may itself hold spaces and parentheses.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        if fields.count > 1, let parent = pid_t(fields[1]) { table[pid] = parent }
      }
      return table
    }
  #endif
}

/// The children this process is running, so that an interrupt can stop them before exiting.
final class RunningChildren: @unchecked Sendable {
  static let shared = RunningChildren()
  private let lock = NSLock()
  private var pids: Set<pid_t> = []

  func insert(_ pid: pid_t) { lock.withLock { _ = pids.insert(pid) } }
  func remove(_ pid: pid_t) { lock.withLock { _ = pids.remove(pid) } }

  /// The children running now.
  var all: [pid_t] { lock.withLock { Array(pids) } }

  /// Kills every running child and its tree at once.
  func killAll() {
    for pid in lock.withLock({ pids }) { _ = ProcessTree.signal(pid, SIGKILL) }
  }
}
