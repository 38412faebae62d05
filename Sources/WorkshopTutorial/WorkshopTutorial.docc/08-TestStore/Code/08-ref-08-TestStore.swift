  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    failureCount += 1
    reportFailure(TestStoreFailure(message: message, file: location.file,
      line: location.line))
  }
