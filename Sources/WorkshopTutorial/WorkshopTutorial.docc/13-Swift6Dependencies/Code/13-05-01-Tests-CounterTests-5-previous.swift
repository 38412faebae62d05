        counterReducer(state: &state, action: .nthPrimeButtonTapped)
      }

      // Tapping disables the button and hands back one effect, which has not asked yet.
      #expect(state == CounterState(count: 3, isNthPrimeButtonDisabled: true))
      #expect(effects.count == 1)
    }
  }
