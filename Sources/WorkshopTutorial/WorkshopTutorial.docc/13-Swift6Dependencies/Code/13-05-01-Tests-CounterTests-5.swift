        counterReducer(state: &state, action: .nthPrimeButtonTapped)
      }

      // Tapping disables the button and hands back one effect, which has not asked yet.
      #expect(state == CounterState(count: 3, isNthPrimeButtonDisabled: true))
      #expect(effects.count == 1)

      // Run it: it feeds back exactly the answer the dependency gave.
      var actions: [CounterAction] = []
      for effect in effects {
        for await action in effect.stream() { actions.append(action) }
      }
      #expect(actions == [.nthPrimeResponse(17)])
    }
  }
