/// The texts that explain how to use the app.
enum HelpText {
  /// The one usage line, also printed under a usage error.
  static let usage = "Usage: primetime [--env mock|stress|live] [--debug] [--help]"

  /// `primetime --help`.
  static var options: String {
    let defaultName = DemoEnvironment.default.rawValue
    return """
      \(usage)

      The workshop's counter, nth prime and favourite primes app, in the terminal, running
      the reference reducers of step 08 in a Store. It reads one command a line, from you or
      from a pipe, and shows the screen after each; type 'help' inside for the commands.

      Options:
        --env mock     no disk, no network, fixed answers
        --env stress   the mock, but load finds 1000 favourite primes
        --env live     files in the documents directory; the real nth prime
                       (over the network when WOLFRAM_APP_ID is set)
        --debug        print every action and the change it made to the state
        -h, --help     show this help

      Saving and loading are yours to ask for, as in the app's lessons: the favourites are
      not loaded at start. In the live environment, 'save' asks first when the file holds
      favourites this session has not loaded, or that changed since it loaded or saved them
      (another run of the app saved in the meantime), and a save or load that fails says why.

      The default environment is \(defaultName). Exit status: 0, or 64 for bad arguments.

      """
  }

  /// The `help` command.
  static let commands = """
    Commands, one a line:
      +  -      count up, count down
      nth       ask for the nth prime, where n is the count
      fav       save the count as a favourite, or remove it (primes only)
      dismiss   close the alert
      open      open the favourite primes screen
      back      go back to the counter
      del N     delete the Nth favourite (several at once: del 1 3)
      save      save the favourites to the file (asks before it replaces
                favourites this session has not loaded, or that changed since)
      load      load the favourites from the file
      help      show this list
      quit      leave (so does the end of the input)

    """

  /// The one line printed after an unknown command.
  static let commandList = "Commands: + - nth fav dismiss open back del N save load help quit"
}
