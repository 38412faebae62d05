      // ...and then they allow access: the list starts loading.
      .do { scheduler.advance(by: 0.1) },
      .receive(.permissionResponse(granted: true)) {
        $0.permission = .granted
        $0.isLoading = true
      },
      // A second later the list is there.
      .do { scheduler.advance(by: 1) },
      .receive(.remindersLoaded(Reminder.samples)) {
        $0.isLoading = false
        $0.reminders = Reminder.samples
      },
    )
  }
