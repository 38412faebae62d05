  func testLoadAddAndRename_SavesTheListAfterEachChange() {
    // TODO(5): build a TestStore with an environment of your own (a load that returns a
    // product, a save that records every list it is handed, ids from
    // UUID.incrementing()). Then load, add a product, check what was saved, rename the
    // new product, check again, and assert that the list was saved exactly twice.
    XCTFail("TODO(5): write a test that loads, adds a product, renames it, and checks "
      + "each save")
  }
