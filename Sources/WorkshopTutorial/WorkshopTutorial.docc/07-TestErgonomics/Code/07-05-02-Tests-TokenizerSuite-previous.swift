    #expect(tokens == [.text("Hello "), .username("john")])
  }
}

