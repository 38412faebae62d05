  func testTypingQuickly_SendsOneRequestForTheLastQuery() {
    // TODO(4): record each query when its request really starts (inside the effect). Type
    // "mi", "mil", "milk" a tenth of a second apart, then show that no request starts
    // before 0.3 s of quiet, that exactly one starts at 0.3 s, for "milk", and that its
    // answer arrives.
    XCTFail("TODO(4): write a test where quick typing sends one request, for the last "
      + "query")
  }
