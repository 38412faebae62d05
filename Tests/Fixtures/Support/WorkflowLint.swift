import Foundation
import WorkshopTestRuns
import XCTest

/// A GitHub Classroom workflow read as GitHub Actions and the Classroom grader read it, with
/// PyYAML (on this machine for tests; the check is skipped where it is not).
enum WorkflowLint {
  /// What the lint printed for the workflow in `file`: `ok N tests, P points`.
  /// - Throws: `XCTSkip` without python3 or PyYAML.
  static func check(_ file: URL, image: String) throws -> String {
    guard let python = findExecutable("python3") else { throw XCTSkip("no python3") }
    let result = try runProcess(python, arguments: ["-c", script, file.path, image], timeout: 60)
    if result.output.contains("No module named 'yaml'") { throw XCTSkip("PyYAML is not installed") }
    XCTAssertEqual(result.termination, .exited(0), result.output)
    return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Reads a workflow as GitHub Actions and the Classroom grader do, and fails on what they
  /// would refuse: the job's container, a grader test without its inputs, a reporter that does
  /// not read every test's result, points that do not add up to the stated total.
  static let script = #"""
    import re, sys, yaml
    text = open(sys.argv[1]).read()
    doc = yaml.safe_load(text)
    assert doc['name'] and 'push' in doc['on'], 'the workflow runs on push'
    job = doc['jobs']['run-autograding-tests']
    assert job['runs-on'] == 'ubuntu-latest' and job['container'] == sys.argv[2], job['container']
    steps = job['steps']
    assert steps[0]['uses'].startswith('actions/checkout@') and steps[0]['with']['fetch-depth'] == 0
    for step in steps:
        assert 'name' in step and ('uses' in step) != ('run' in step), step
    graders = [s for s in steps if s.get('uses') == 'classroom-resources/autograding-command-grader@v1']
    ids = [s['id'] for s in graders]
    assert len(set(ids)) == len(ids) and all(re.fullmatch('[a-z0-9-]+', i) for i in ids), ids
    for s in graders:
        w = s['with']
        assert set(w) == {'test-name', 'setup-command', 'command', 'timeout', 'max-score'}, w
        assert isinstance(w['timeout'], int) and isinstance(w['max-score'], int), w
        assert w['test-name'] and w['command'], w
    reporter = steps[-1]
    assert reporter['uses'] == 'classroom-resources/autograding-grading-reporter@v1'
    assert reporter['with']['runners'].split(',') == ids, reporter['with']['runners']
    for i in ids:
        assert reporter['env'][i.upper() + '_RESULTS'] == '${{steps.%s.outputs.result}}' % i, i
    total = sum(s['with']['max-score'] for s in graders)
    stated = int(re.search(r': (\d+) points\.', text.splitlines()[0]).group(1))
    assert total == stated, (total, stated)
    assert graders[0]['with']['max-score'] == 0 and graders[0]['id'] == 'as-shipped'
    assert any(s.get('uses', '').startswith('actions/cache@') for s in steps)
    print('ok %d tests, %d points' % (len(ids), total))
    """#
}
