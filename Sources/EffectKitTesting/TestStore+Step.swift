extension TestStore {
  /// One step of a test: an action to send, an action to receive, work to do, or a change to
  /// the environment. Each step remembers the file and line it was written on, and any failure
  /// it causes is reported there.
  public struct Step {
    enum Kind {
      case send(Action, ((inout State) throws -> Void)?)
      case receive(Match, ((inout State) throws -> Void)?)
      case `do`(() throws -> Void)
      case environment((inout Environment) -> Void)
    }

    /// What a `.receive` step accepts: one action, or any action a predicate accepts.
    enum Match {
      case action(Action)
      case predicate((Action) -> Bool)

      func matches(_ action: Action) -> Bool {
        switch self {
        case let .action(expected): return action == expected
        case let .predicate(isMatching): return isMatching(action)
        }
      }
    }

    let kind: Kind
    let location: TestStoreFailure.Location

    /// Sends `action` as the user would, and expects the state to change as `update` describes.
    ///
    /// `update` receives the state as the previous steps left it; mutate it into the state you
    /// expect: `.send(.incrTapped) { $0.count = 1 }`. Leave it off when the state must not change.
    /// An error it throws fails the test at this step.
    public static func send(
      _ action: Action, file: StaticString = #filePath, line: UInt = #line,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(kind: .send(action, update), location: .init(file: file, line: line))
    }

    /// Expects the oldest action the effects sent back to be `action`, and the state it produced
    /// to be the one `update` describes: `.receive(.nthPrimeResponse(17)) { … }`.
    ///
    /// Waits up to the store's `timeout` if no action has arrived yet while effects still run.
    public static func receive(
      _ action: Action, file: StaticString = #filePath, line: UInt = #line,
      _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(kind: .receive(.action(action), update), location: .init(file: file, line: line))
    }

    /// Expects the oldest action the effects sent back to be one `isMatching` accepts, for an
    /// action whose payload is not worth spelling out:
    /// `.receive({ if case .nthPrimeResponse = $0 { return true } else { return false } })`.
    public static func receive(
      _ isMatching: @escaping (Action) -> Bool, file: StaticString = #filePath,
      line: UInt = #line, _ update: ((inout State) throws -> Void)? = nil
    ) -> Step {
      Step(kind: .receive(.predicate(isMatching), update), location: .init(file: file, line: line))
    }

    /// Runs `work` between two steps, for example to check what a mock recorded:
    /// `.do { XCTAssertEqual(savedData, expected) }`. An error it throws fails the test.
    public static func `do`(
      file: StaticString = #filePath, line: UInt = #line, _ work: @escaping () throws -> Void
    ) -> Step {
      Step(kind: .do(work), location: .init(file: file, line: line))
    }

    /// Changes the environment from here on, for example to make the next load fail:
    /// `.environment { $0.fileClient.load = { _ in Effect(value: nil) } }`.
    public static func environment(
      file: StaticString = #filePath, line: UInt = #line,
      _ update: @escaping (inout Environment) -> Void
    ) -> Step {
      Step(kind: .environment(update), location: .init(file: file, line: line))
    }
  }
}
