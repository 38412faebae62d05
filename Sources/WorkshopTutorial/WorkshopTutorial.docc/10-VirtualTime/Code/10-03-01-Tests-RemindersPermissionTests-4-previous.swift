      // ...and then they allow access: the list starts loading.
      .do { scheduler.advance(by: 0.1) },
      .receive(.permissionResponse(granted: true)) {
        $0.permission = .granted
        $0.isLoading = true
      },
    )
  }
