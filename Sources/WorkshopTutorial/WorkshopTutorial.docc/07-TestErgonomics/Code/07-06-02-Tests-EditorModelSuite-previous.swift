    #expect(EditorModel().tokens.value == [])
  }
}

