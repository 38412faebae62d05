            actual: actual),
          location)
      }
      return
    }
    var expected = asserted
  }
