    }
  }

  // TODO(6): make this test parameterized with `@Test(arguments:)`: one case for a prime,
  // one for nil; start from a disabled button and expect it re-enabled, with the alert
  // (or none).
  @Test func nthPrimeResponse_ReEnablesTheButtonAndShowsAnyPrime() {
    Issue.record("TODO(6): write a parameterized test of .nthPrimeResponse with a prime "
      + "and nil")
  }
}

