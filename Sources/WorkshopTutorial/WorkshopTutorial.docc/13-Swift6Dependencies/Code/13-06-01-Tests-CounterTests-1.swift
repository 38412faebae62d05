    }
  }

  @Test(
    arguments: [
      (response: 17, alert: PrimeAlert(prime: 17)),
      (response: nil, alert: nil),
    ] as [(Int?, PrimeAlert?)])
  }
}

