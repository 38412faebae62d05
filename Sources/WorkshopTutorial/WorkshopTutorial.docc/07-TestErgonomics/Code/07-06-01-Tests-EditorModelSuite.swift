  @Test func newEditorHasNoTokens() {
    #expect(EditorModel().tokens.value == [])
  }
