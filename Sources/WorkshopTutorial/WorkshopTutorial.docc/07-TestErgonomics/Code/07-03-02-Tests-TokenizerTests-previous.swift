    XCTAssertEqual(tokens, [.text("Hello "), .username("john")])
  }
}

