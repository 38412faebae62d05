      // A second later the list is there.
      .do { scheduler.advance(by: 1) },
      .receive(.remindersLoaded(Reminder.samples)) {
        $0.isLoading = false
        $0.reminders = Reminder.samples
      },
      // Appearing again does not ask again.
      .send(.onAppear)
    )
  }
