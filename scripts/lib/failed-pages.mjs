import fs from 'node:fs'

/**
 * The page each failed browser test left behind (the ARIA snapshot in Playwright's error-context),
 * its main landmark first and shortened, so a failure on a CI machine whose files are gone can still be read from its log.
 */
export function printFailedPages(report) {
  const contexts = []
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        for (const result of test.results ?? []) {
          const attachment = result.attachments?.find(({ name }) => name === 'error-context')
          if (attachment?.path) contexts.push({ title: spec.title, file: attachment.path })
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child)
  }
  for (const suite of report?.suites ?? []) visit(suite)
  for (const { title, file } of contexts) {
    let text
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      continue
    }
    console.log(`\n━━ The page when "${title}" failed ━━`)
    console.log(pageSnapshot(text))
  }
}

const SHOWN_LINES = 40

/** The snapshot's YAML from the page's `main` on (the header and menus rarely say why). */
function pageSnapshot(errorContext) {
  const yaml = /```yaml\n([\s\S]*?)```/.exec(errorContext)?.[1] ?? errorContext
  const lines = yaml.split('\n')
  const main = lines.findIndex((line) => /^- main\b/.test(line))
  const shown = lines.slice(Math.max(main, 0))
  const more = shown.length - SHOWN_LINES
  return shown.slice(0, SHOWN_LINES).join('\n') + (more > 0 ? `\n… ${more} more lines` : '')
}
