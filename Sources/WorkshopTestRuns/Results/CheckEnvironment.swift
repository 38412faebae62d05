/// The environment variables through which `workshop check` talks to a step's checks: the whole
/// contract between the CLI and the checks, with `PlantedBugReport` the data that comes back.
public enum CheckEnvironment {
  /// The planted bug a test process runs with (`3`), or `0` for the reference behaviour. A
  /// hunt also sets it for the decoy, the learner's tests compiled without the planted bugs:
  /// what a test reads of it cannot tell the two apart.
  public static let plantedBug = "WORKSHOP_PLANTED_BUG"
  /// The `--timeout` of `workshop check`, in seconds: how long one test may run.
  public static let testTimeout = "WORKSHOP_TEST_TIMEOUT"
  /// A folder where each planted-bug hunt writes its `PlantedBugReport` as JSON.
  public static let resultsFolder = "WORKSHOP_RESULTS"
  /// The language the checks write their messages in (`ko`): the learner's, as `workshop
  /// check` chose it; English when it is not set.
  public static let language = "WORKSHOP_LANG"
  /// The course the checks run in, whose `Docs/i18n` catalogues they read.
  public static let courseRoot = "WORKSHOP_ROOT"
}
