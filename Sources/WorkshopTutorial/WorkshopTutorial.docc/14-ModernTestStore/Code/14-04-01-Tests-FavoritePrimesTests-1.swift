  @Test func saveButtonTapped_StampsTheDateAndSavesTheList() async {
    let savedAt = Date(timeIntervalSince1970: 1_234_567_890)

    await confirmation("the list was saved once") { saved in
    }
  }
