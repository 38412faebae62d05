  private var currentState: State
  /// The actions effects sent back, oldest first, that no `.receive` step has taken yet.
  private var received: [Received] = []
  private var running: [RunningEffect] = []
  private var onProgress: (() -> Void)?
  /// Actions effects sent while the reducer was busy, reduced in order once it is done.
  private var buffered: [(action: Action, origin: TestStoreFailure.Location)] = []
  private var isReducing = false

  /// Creates a store for a reducer that takes its environment as a parameter.
  ///
