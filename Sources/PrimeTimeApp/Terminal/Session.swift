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
  private let favoritesFile: FavoritesFile?
  /// What the favourites file held when this session last loaded or saved it, or `nil` when it
  /// has not seen the file: a save asks before it replaces anything else, such as what another
  /// run of the app saved in the meantime.
  private var lastSeenContents: Data?
  /// When this session last saved the favourites for real: what "Last saved" goes back to when
  /// a later save fails.
  private var lastRealSave: Date? = nil

  /// A session in `environment`, which becomes the app's `Current`.
  ///
  /// - Parameters:
  ///   - favoritesFile: The file the environment's file client saves to, for the app to check
  ///     after each save and load; `nil` where there is no disk.
  ///   - effectTimeout: How long to wait, after a command, for its effects to finish before
  ///     printing the screen anyway.
  init(
    environment: AppEnvironment, favoritesFile: FavoritesFile?, terminal: Terminal, debug: Bool,
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
    self.favoritesFile = favoritesFile
  }

  /// Prints `banner` and the first screen, then handles commands until `quit` or the end of
  /// the input.
  func run(banner: String) {
    terminal.write(banner + "\n\n" + ScreenText.render(store.state) + "\n")
    while let line = nextLine() {
      guard let reply = reply(to: line) else { return warnIfUnsaved() }
      if !reply.isEmpty { terminal.write(reply + "\n") }
    }
    // NB: a person who ends the input with ^D is left on a fresh line.
    if terminal.isInteractive { terminal.write("\n") }
    warnIfUnsaved()
  }

  /// Says, as the app ends, that the favourites on screen never reached the disk.
  private func warnIfUnsaved() {
    guard let reason = store.state.unsavedReason else { return }
    terminal.write("Your favourites were not saved (\(reason)), so they end with this run.\n")
  }

  private func nextLine() -> String? {
    if terminal.isInteractive { terminal.write("> ") }
    let line = terminal.readLine()
    if let line, !terminal.isInteractive { terminal.write("> \(line.escapingControlCharacters)\n") }
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
    case let .send(action):
      if action == .favoritePrimes(.saveButtonTapped),
        let problem = favoritesFile?.replaceProblem
      {
        return "Not saved: \(problem). Move it away, then type 'save' again.\n"
      }
      if action == .favoritePrimes(.saveButtonTapped), !mayReplaceTheFile() {
        return "Not saved: \(FavoritesFile.name) keeps what it holds. Type 'load' to see it.\n"
      }
      return send(action)
    }
  }

  /// Whether saving may replace the favourites file: yes if there is none, or it still holds what
  /// this session last loaded or saved; otherwise the person is asked.
  private func mayReplaceTheFile() -> Bool {
    guard let favoritesFile, favoritesFile.holdsSomething else { return true }
    let contents = favoritesFile.contents
    if let lastSeenContents, contents == lastSeenContents { return true }
    let what =
      lastSeenContents == nil
      ? "holds favourites this session has not loaded"
      : "has changed since this session last loaded or saved it (another run of the app?)"
    terminal.write(
      "\(favoritesFile.url.path) \(what): saving replaces them. Type 'yes' to replace them, "
        + "anything else to keep them.\n")
    let answer = nextLine()?.trimmingCharacters(in: .whitespaces).lowercased()
    return answer == "yes" || answer == "y"
  }

  /// After a save or a load has settled, looks at the file: sends `.saveFailed` for a save
  /// that did not reach the disk, and returns why a load found nothing.
  private func checkTheFile(after action: AppAction, received: [AppAction]) -> String? {
    guard let favoritesFile else { return nil }
    switch action {
    case .favoritePrimes(.saveButtonTapped):
      if let reason = favoritesFile.saveProblem(expecting: store.state.favoritePrimes) {
        store.send(.saveFailed(SaveFailure(reason: reason, lastSavedAt: lastRealSave)))
      } else {
        lastSeenContents = favoritesFile.contents
        lastRealSave = store.state.lastSavedAt
      }
      return nil
    case .favoritePrimes(.loadButtonTapped):
      // NB: after a load that failed, the file holds something this session has not seen.
      let loaded = received.contains(where: \.isLoadedFavoritePrimes)
      lastSeenContents = loaded ? favoritesFile.contents : nil
      return loaded ? nil : favoritesFile.loadProblem()
    default:
      return nil
    }
  }

  /// Sends `action`, waits for the effects to settle, and describes what happened.
  private func send(_ action: AppAction) -> String {
    store.send(action)
    let settled = serviceMainQueue(
      until: { store.runningEffectCount == 0 }, timeout: effectTimeout)
    var entries = log.takeAll()
    let loadProblem =
      settled ? checkTheFile(after: action, received: entries.map(\.action)) : nil
    // NB: checking the file may have sent `.saveFailed`, which the transcript shows too.
    entries += log.takeAll()
    var text = ""
    if debug {
      for entry in entries {
        text +=
          DebugText.describe(action: entry.action, before: entry.before, after: entry.after)
          + "\n"
      }
    }
    let notes = Notes.after(
      action, received: entries.map(\.action), state: store.state,
      stillRunning: settled ? 0 : store.runningEffectCount, timeout: effectTimeout,
      loadProblem: loadProblem)
    text += notes.map { $0 + "\n" }.joined()
    return text + ScreenText.render(store.state)
  }
}
