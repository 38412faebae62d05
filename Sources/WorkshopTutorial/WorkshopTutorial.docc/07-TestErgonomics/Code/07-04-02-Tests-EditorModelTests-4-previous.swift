      [
        [.text("Hello "), .username("john")],
        [.text("Check out "), .hashtag("swift")],
      ]
    )
  }
}

