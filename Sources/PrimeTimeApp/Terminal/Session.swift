import EffectKit
import Foundation

/// One run of the app: a store on the reference reducers, fed by the commands read from a
/// terminal, with the screen printed after each command once its effects have settled.
final class Session {
  private let store: Store<AppState, AppAction>
  private let log = ActionLog<AppState, AppAction>()
  private let terminal: Terminal
  private let debug: Bool
  private let effectTimeout: TimeInterval

  /// A session in `environment`, which becomes the app's `Current`.
  ///
  /// - Parameter effectTimeout: How long to wait, after a command, for its effects to finish
  ///   before printing the screen anyway.
  init(
    environment: AppEnvironment, terminal: Terminal, debug: Bool,
    effectTimeout: TimeInterval = 10
  ) {
    // NB: a release build's `Current` is a constant, the live environment; `PrimeTime.main`
    // only lets such a build run live.
    #if DEBUG
      Current = environment
    #endif
    self.store = Store(initialState: AppState(), reducer: log.recording(appReducer))
    self.terminal = terminal
    self.debug = debug
    self.effectTimeout = effectTimeout
  }

  /// Prints `banner` and the first screen, then handles commands until `quit` or the end of
  /// the input.
  func run(banner: String) {
    terminal.write(banner + "\n\n" + ScreenText.render(store.state) + "\n")
    while let line = nextLine() {
      guard let reply = reply(to: line) else { return }
      if !reply.isEmpty { terminal.write(reply + "\n") }
    }
    // NB: a person who ends the input with ^D is left on a fresh line.
    if terminal.isInteractive { terminal.write("\n") }
  }

  private func nextLine() -> String? {
    if terminal.isInteractive { terminal.write("> ") }
    let line = terminal.readLine()
    if let line, !terminal.isInteractive { terminal.write("> \(line)\n") }
    return line
  }

  /// What to print for `line`, or `nil` to stop.
  private func reply(to line: String) -> String? {
    let command: Command
    do {
      guard let parsed = try Command.parse(line) else { return "" }
      command = parsed
    } catch let error as CommandError {
      return error.message + "\n"
    } catch {
      return "\(error)\n"
    }
    switch Reaction(command, in: store.state) {
    case .quit: return nil
    case .help: return HelpText.commands
    case let .say(message): return message + "\n"
    case let .send(action): return send(action)
    }
  }

  /// Sends `action`, waits for the effects to settle, and describes what happened.
  private func send(_ action: AppAction) -> String {
    store.send(action)
    let settled = serviceMainQueue(
      until: { store.runningEffectCount == 0 }, timeout: effectTimeout)
    let entries = log.takeAll()
    var text = ""
    if debug {
      for entry in entries {
        text += DebugText.describe(action: entry.action, before: entry.before, after: entry.after)
          + "\n"
      }
    }
    let notes = Notes.after(
      action, received: entries.map(\.action), state: store.state,
      stillRunning: settled ? 0 : store.runningEffectCount, timeout: effectTimeout)
    text += notes.map { $0 + "\n" }.joined()
    return text + ScreenText.render(store.state)
  }
}
