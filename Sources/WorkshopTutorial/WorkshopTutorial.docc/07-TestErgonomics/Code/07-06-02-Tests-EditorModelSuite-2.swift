    #expect(EditorModel().tokens.value == [])
  }

  @Test func editingPublishesTheTokensOfEveryNewText() async {
    let editor = EditorModel()
    // `stream()` subscribes right here, so the edits below cannot slip past it.
    let published = editor.tokens.collectNext(2).stream()

    editor.text = "Hello @john"
    editor.text = "Check out #swift"

    // Exactly one batch must arrive: the confirmation fails on none, and on two.
    await confirmation("one batch of two publications") { batchArrived in
      for await batch in published {
        #expect(
          batch == [
            [.text("Hello "), .username("john")], [.text("Check out "),
              .hashtag("swift")],
          ])
        batchArrived()
      }
    }
  }
}

