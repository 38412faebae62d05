import Foundation

/// A small process that outlives this one to end everything its children started, however this
/// one dies: a normal exit, Ctrl-C, a closed terminal, or `kill -9`, which no handler sees.
///
/// Every child that `runProcess` starts carries this keeper's mark in its environment
/// (`markVariable`: a random token after those of the keepers above this process), and so does
/// everything that child starts, in whatever process group or session, whoever adopts it once
/// its parent is gone. The keeper (`KeeperScript`) finds them by that mark and by the parent
/// links below the children it guards, stops them all, then kills them: when asked (`sweep`),
/// and when the pipe it reads from closes, which the kernel does when this process dies. It
/// ignores INT, HUP, TERM and PIPE, and sits in a process group of its own where Foundation
/// gives children one (Linux), so what stops this process does not stop it first.
///
/// NB: a process that replaces its environment and is orphaned escapes the mark; on Linux the
/// workshop keeps such orphans while it lives and ends them (`Leftovers`). A child that runs
/// `runProcess` itself (a test binary's planted-bug hunts) has a keeper of its own, whose mark
/// its children carry after this one's.
final class ProcessKeeper: @unchecked Sendable {
  /// The environment variable holding the marks of the keepers a process was started under.
  static let markVariable = "WORKSHOP_KEEPERS"
  /// How long a sweep may take before the keeper counts as gone.
  static let sweepAllowance: TimeInterval = 60

  /// The value of `markVariable` for this keeper's children.
  let mark: String
  /// The keeper's process.
  let pid: pid_t
  private let commands: Int32
  private let answers: Int32
  private let exited = DispatchSemaphore(value: 0)
  private let lock = NSLock()
  private let sweeping = NSLock()
  private var isOpen = true
  private var hasExited = false
  /// The sweeps asked for, each answered with its number (guarded by `sweeping`).
  private var sweeps = 0

  private init(mark: String, pid: pid_t, commands: Int32, answers: Int32) {
    self.mark = mark
    self.pid = pid
    self.commands = commands
    self.answers = answers
  }

  // MARK: - The keeper of this process

  private static let currentLock = NSLock()
  nonisolated(unsafe) private static var current: ProcessKeeper?

  /// The keeper of this process's children, started if there is none running; `nil` when no
  /// shell can be started.
  static func running() -> ProcessKeeper? {
    if let keeper = runningNow { return keeper }
    // NB: started outside the lock, which an interrupt takes without waiting for a launch.
    let started = start()
    let chosen: ProcessKeeper? = currentLock.withLock {
      if let keeper = current, keeper.isRunning { return keeper }
      current = started
      return nil
    }
    guard let chosen else { return started }
    started?.end()
    return chosen
  }

  /// Ends the keeper last started, if any, and waits until it has ended what it keeps.
  static func endCurrent() {
    currentLock.withLock { current }?.end()
  }

  /// The keeper now running, if any; never starts one.
  static var runningNow: ProcessKeeper? {
    currentLock.withLock { current.flatMap { $0.isRunning ? $0 : nil } }
  }

  // MARK: - Commands

  /// Ends the tree below `pid` with the marked processes from now on.
  func guarding(_ pid: pid_t) { send("guard \(pid)") }

  /// No longer ends the tree below `pid`, which has exited.
  func release(_ pid: pid_t) { send("release \(pid)") }

  /// Ends every marked process and guarded tree now, and waits until they are ended.
  func sweep() {
    sweeping.lock()
    defer { sweeping.unlock() }
    sweeps += 1
    let number = sweeps
    guard send("sweep \(number)") else { return }
    let deadline = Date().addingTimeInterval(Self.sweepAllowance)
    var received = ""
    while !received.contains("swept \(number)\n") {
      let left = deadline.timeIntervalSinceNow
      var poller = pollfd(fd: answers, events: Int16(POLLIN), revents: 0)
      guard left > 0 else { return }
      let ready = poll(&poller, 1, Int32(left * 1000))
      // NB: a signal handled meanwhile (Ctrl-C, a child's end) interrupts the wait, not the sweep.
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else { return }
      var buffer = [UInt8](repeating: 0, count: 256)
      let count = read(answers, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return }
      received += String(decoding: buffer.prefix(count), as: UTF8.self)
    }
  }

  /// Closes the keeper's input, so that it ends every marked process and guarded tree and
  /// leaves, and waits up to `sweepAllowance` for it to have done so.
  func end() {
    lock.withLock {
      guard isOpen else { return }
      isOpen = false
      close(commands)
    }
    guard exited.wait(timeout: .now() + Self.sweepAllowance) == .success else { return }
    exited.signal()  // NB: put back for other waits.
  }

  /// Whether the keeper still runs and takes commands.
  private var isRunning: Bool { lock.withLock { isOpen && !hasExited } }

  /// Notes that the keeper's process has exited.
  private func noteExit() {
    lock.withLock { hasExited = true }
    exited.signal()
  }

  /// Writes `line` to the keeper; `false` when it can no longer be written to.
  @discardableResult
  private func send(_ line: String) -> Bool {
    BrokenPipes.failQuietly()
    return lock.withLock {
      guard isOpen else { return false }
      let bytes = Array((line + "\n").utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
        if written < 0, errno == EINTR { continue }
        guard written > 0 else {
          // NB: the keeper is gone; the next `running()` starts another.
          isOpen = false
          close(commands)
          return false
        }
        offset += written
      }
      return true
    }
  }

  // MARK: - Starting

  /// Starts a keeper; `nil` when no shell could be started.
  private static func start() -> ProcessKeeper? {
    BrokenPipes.failQuietly()
    guard let (commandsRead, commandsWrite) = privatePipe() else { return nil }
    guard let (answersRead, answersWrite) = privatePipe() else {
      close(commandsRead)
      close(commandsWrite)
      return nil
    }
    let token = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    let inherited = ProcessInfo.processInfo.environment[markVariable].map { $0 + " " } ?? ""
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = [
      "-c", KeeperScript.text, "keeper", String(token.prefix(16)), String(token.dropFirst(16)),
    ]
    shell.standardInput = FileHandle(fileDescriptor: commandsRead, closeOnDealloc: false)
    shell.standardOutput = FileHandle(fileDescriptor: answersWrite, closeOnDealloc: false)
    shell.standardError = FileHandle.nullDevice
    let exited = DispatchSemaphore(value: 0)
    shell.terminationHandler = { _ in exited.signal() }
    let launched: Bool = spawning.withLock {
      do {
        try shell.run()
        return true
      } catch {
        return false
      }
    }
    close(commandsRead)
    close(answersWrite)
    guard launched else {
      close(commandsWrite)
      close(answersRead)
      return nil
    }
    let keeper = ProcessKeeper(
      mark: inherited + token, pid: shell.processIdentifier, commands: commandsWrite,
      answers: answersRead)
    DispatchQueue.global().async {
      exited.wait()
      keeper.noteExit()
    }
    return keeper
  }

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

/// Held while this module creates a pipe or starts a process (see `ProcessKeeper.privatePipe`),
/// and by an interrupt for good, so that no process starts once it is being handled.
let spawning = NSLock()
