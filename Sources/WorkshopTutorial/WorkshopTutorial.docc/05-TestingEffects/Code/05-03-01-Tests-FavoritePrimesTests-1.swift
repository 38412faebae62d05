  func testSaveButtonTapped_SavesTheFavoritePrimesAsJSON() throws {
    // Replace the save endpoint with one that keeps what it was given.
    var savedFileName: String?
    var savedData: Data?
    Current.fileClient.save = { fileName, data in
      .fireAndForget {
        savedFileName = fileName
        savedData = data
      }
    }
  }
