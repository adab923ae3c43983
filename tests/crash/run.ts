// `npm run test:crash [-- cycles]`: kill -9 the server during lead inserts, token refreshes,
// orders, bookings, moves and questionnaire submissions, N times (default 20), then print what
// was acknowledged and what was found. Exit 1 if any acknowledged lead, order, visit or
// submission is missing or held twice, an order moved without its event or audit record, a
// mail was lost, the database is damaged, or a session stopped working.
import { runCrashCycles } from './crash-cycles'

const cycles = Number(process.argv[2] ?? 20)
const started = Date.now()
const report = await runCrashCycles({ cycles, log: (line) => console.log(line) })
const care = report.care
console.log(`
cycles               ${report.cycles}
leads acknowledged   ${report.acknowledged}
found after restart  ${report.found}
missing              ${report.missing.length}
cut off by the kill  ${report.unanswered} (no answer, so never acknowledged)
integrity_check      ${report.integrity}
refreshes answered   ${report.refreshes} (across ${report.sessions} sessions)
sessions broken      ${report.brokenSessions.length}${report.brokenSessions.map((line) => `\n  ${line}`).join('')}
orders acknowledged  ${care?.orders} (${care?.units} units), ${care?.ordersMoved} moved on by staff
guest bookings       ${care?.bookings}
staff visits moved   ${care?.moves}
questionnaires sent  ${care?.submissions}
care cut off         ${care?.unanswered} (no answer, so never acknowledged)
mails delivered      ${care?.mails} (${care?.repeatedMails} written again after a kill, ${care?.mailsDue} still due)
care problems        ${care?.problems.length}${(care?.problems ?? []).map((line) => `\n  ${line}`).join('')}
time                 ${((Date.now() - started) / 1000).toFixed(1)} s`)
const passed =
  report.missing.length === 0 &&
  report.integrity === 'ok' &&
  report.brokenSessions.length === 0 &&
  care?.problems.length === 0
process.exit(passed ? 0 : 1)
