  @Test func saveButtonTapped_StampsTheDateAndSavesTheList() async {
    // TODO(4): port step 08's save test. In a `confirmation`, override now with a fixed date and
    // saveFavoritePrimes to expect [2, 3, 5] and confirm; send .saveButtonTapped from
    // [2, 3, 5] and expect the date; end with `await store.finish()`.
    Issue.record("TODO(4): port the save test to the async TestStore")
  }
