import Foundation

/// A small shell that kills a child process when this process dies, however it dies: Ctrl-C,
/// a closed terminal (SIGHUP), or `kill -9`, which no handler sees.
///
/// It waits on a pipe that only this process can write to. When the child ends normally this
/// process writes `done` and it leaves; when this process dies first, the kernel closes the pipe,
/// the shell reads the end of the file and kills the child, its process group and every process
/// below it, whatever their group (a learner's test that starts `/bin/sleep` with `Process`). A child that
/// runs `runProcess` itself (a test binary running planted-bug hunts) guards its own children
/// the same way, so a whole tree goes down with the workshop.
final class Watchdog: @unchecked Sendable {
  private let writeEnd: Int32
  private let lock = NSLock()
  private var isReleased = false

  /// Starts a watchdog for `pid`; `nil` when no shell could be started.
  init?(guarding pid: pid_t) {
    guard let (readEnd, writeEnd) = Self.privatePipe() else { return nil }
    self.writeEnd = writeEnd
    // NB: the child is its process group's leader where Foundation makes one (Linux); elsewhere
    // the group is this process's own and must not be killed.
    let group = getpgid(pid) == pid ? "kill -KILL -\(pid) 2>/dev/null\n" : ""
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", Self.script(killing: pid, group: group)]
    shell.standardInput = FileHandle(fileDescriptor: readEnd, closeOnDealloc: false)
    shell.standardOutput = FileHandle.nullDevice
    shell.standardError = FileHandle.nullDevice
    do {
      try spawning.withLock { try shell.run() }
    } catch {
      close(readEnd)
      close(writeEnd)
      return nil
    }
    close(readEnd)
  }

  /// The shell's script: wait for `done` or the end of the pipe; at the end, stop the child
  /// and every process below it, top down, so that none forks or is re-parented while the tree
  /// is collected (a test's own `Process` sits in a process group of its own), then kill them.
  /// The tree is read from `/proc/<pid>/stat` on Linux, from `ps` elsewhere.
  private static func script(killing pid: pid_t, group: String) -> String {
    """
    trap '' INT HUP TERM
    read line
    [ "$line" = done ] && exit 0
    children() {
      if [ -d /proc/1 ]; then
        for stat in /proc/[0-9]*/stat; do
          read -r fields 2>/dev/null < "$stat" || continue
          set -- ${fields##*) }
          [ "$2" = "$parent" ] && { pid=${stat#/proc/}; echo "${pid%/stat}"; }
        done
      else
        ps -A -o pid= -o ppid= | while read -r pid ppid; do
          [ "$ppid" = "$parent" ] && echo "$pid"
        done
      fi
    }
    tree=""
    set -- \(pid)
    while [ $# -gt 0 ]; do
      parent=$1
      shift
      kill -STOP "$parent" 2>/dev/null
      tree="$tree $parent"
      set -- "$@" $(children)
    done
    \(group)kill -KILL $tree 2>/dev/null
    """
  }

  /// Tells the watchdog that the child ended: it leaves without killing anything.
  func release() {
    lock.withLock {
      guard !isReleased else { return }
      isReleased = true
      var bytes = Array("done\n".utf8)
      _ = write(writeEnd, &bytes, bytes.count)
      close(writeEnd)
    }
  }

  deinit { release() }

  /// A pipe whose ends no other child inherits: close-on-exec, set while `spawning` keeps every
  /// launch of this module from happening in between.
  private static func privatePipe() -> (read: Int32, write: Int32)? {
    spawning.withLock {
      var fds: [Int32] = [0, 0]
      guard pipe(&fds) == 0 else { return nil }
      for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
      return (fds[0], fds[1])
    }
  }
}

/// Held while this module creates a pipe or starts a process (see `Watchdog.privatePipe`).
let spawning = NSLock()
