              .hashtag("swift")],
          ])
        batchArrived()
      }
    }
  }
}

