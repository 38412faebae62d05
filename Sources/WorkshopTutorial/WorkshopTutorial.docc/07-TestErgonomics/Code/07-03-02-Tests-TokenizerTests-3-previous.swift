
  func testTokenize_FailsOnEmptyText() {
    XCTAssertThrowsError(try awaitOutput(Tokenizer().tokenize(""))) { error in
      XCTAssertEqual(error as? TokenizerError, .emptyText)
    }
  }
}

