      },
      receiveValue: { value in outcome = .success(value) }
    )
    // NB: effects start on subscription, so whatever should make this one emit happens
    // now, after `sink`; running it earlier could emit before anyone listens.
    trigger()
  }
