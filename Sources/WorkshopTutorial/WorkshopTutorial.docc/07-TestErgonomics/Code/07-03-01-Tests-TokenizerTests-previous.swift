  // TODO(3): replace this stub with tests that await `Tokenizer().tokenize(…)` through
  // awaitOutput: the tokens it finds in a few texts, and the errors it fails with.
  func testTokenizer() throws {
    XCTFail("TODO(3): write tests of the tokenizer's tokens and errors, using "
      + "awaitOutput")
  }
