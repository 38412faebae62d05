  private var currentState: State
  /// The actions effects sent back, oldest first, that no `.receive` step has taken yet.
  private var received: [Received] = []
  private var running: [RunningEffect<Action>] = []
  /// The state before the step whose closure is running, which `state` shows meanwhile.
  private var stateBeforeStep: State?
  private var onProgress: (() -> Void)?
  /// Actions effects sent while the reducer was busy, reduced in order once it is done.
  private var buffered: [(action: Action, origin: Origin)] = []
  private var isReducing = false
  /// How many failures the store has reported, and how many there were when the last
  /// step's state was checked: right after a failure, a closure that changes nothing may
  /// only look so, because the failed step left the state behind.
  private var failureCount = 0
  private var failuresAtLastCheck = 0

  /// Creates a store for a reducer that takes its environment as a parameter.
  ///
