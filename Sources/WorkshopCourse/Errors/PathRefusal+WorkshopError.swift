import WorkshopPaths

/// A refused path is reported as one clear message: a usage error when the path was a poor
/// choice (exit 2), an environment error when the system refused the write.
extension PathRefusal: WorkshopError {
  /// The refusal's sentence.
  public var message: String { description }
  /// `.usage`, or `.environment` when the system refused.
  public var exitCode: ExitCode { isUsage ? .usage : .environment }
}
