      reportIssue(
        "Dependencies.nthPrime(\(n)) was called, but this test did not override it."
          + " Override it with withDependencies { $0.nthPrime = … } to say what it "
            + "answers.")
      return nil
    },
  )
}

