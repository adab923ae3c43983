/**
 * The names of the tests that failed, with the first line of each one's error, from Vitest's and
 * Playwright's JSON reports. `npm test` prints them in its summary, the last lines of its output:
 * a CI log that is kept only in part (its end) still says which test failed, not only how many.
 */

/** One line per failed Vitest test, or per test file that failed before its tests ran. */
export function vitestFailures(report) {
  const lines = []
  for (const file of report?.testResults ?? []) {
    const name = relative(file.name)
    const failedTests = (file.assertionResults ?? []).filter(({ status }) => status === 'failed')
    for (const test of failedTests) {
      lines.push(
        `${name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
      )
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      lines.push(`${name}: ${firstLine(file.message)}`)
    }
  }
  return lines
}

/** One line per Playwright test whose last try failed or that passed only on a retry. */
export function playwrightFailures(report) {
  const lines = []
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue
        const failure = (test.results ?? []).find(({ error }) => error)
        const where = `[${test.projectName}] ${spec.file}:${spec.line}`
        const title = [...titles, spec.title].join(' › ')
        const flaky = test.status === 'flaky' ? ' (passed on a retry)' : ''
        lines.push(`${where} › ${title}${flaky}: ${firstLine(failure?.error?.message)}`)
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title])
  }
  // The top suites are the spec files, whose names the location already gives.
  for (const suite of report?.suites ?? []) visit(suite, [])
  return lines
}

function relative(file = '') {
  const at = file.search(/\/(src|tests|scripts|e2e)\//)
  return at === -1 ? file : file.slice(at + 1)
}

// Terminal colours are removed: the line is read in a log.
function firstLine(message = '') {
  // eslint-disable-next-line no-control-regex
  const plain = String(message).replace(/\u001b\[[0-9;]*m/g, '')
  const line = plain.split('\n').find((text) => text.trim() !== '') ?? 'no message'
  return line.trim().slice(0, 240)
}
