  private func report(_ message: String, _ location: TestStoreFailure.Location) {
    reportFailure(TestStoreFailure(message: message, file: location.file,
      line: location.line))
  }
