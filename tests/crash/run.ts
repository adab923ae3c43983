// `npm run test:crash [-- cycles]`: kill -9 the server during lead inserts and token refreshes,
// N times (default 20), then print what was acknowledged and what was found. Exit 1 if any
// acknowledged lead is missing, the database is damaged, or a session stopped working.
import { runCrashCycles } from './crash-cycles'

const cycles = Number(process.argv[2] ?? 20)
const started = Date.now()
const report = await runCrashCycles({ cycles, log: (line) => console.log(line) })
console.log(`
cycles               ${report.cycles}
leads acknowledged   ${report.acknowledged}
found after restart  ${report.found}
missing              ${report.missing.length}
cut off by the kill  ${report.unanswered} (no answer, so never acknowledged)
integrity_check      ${report.integrity}
refreshes answered   ${report.refreshes} (across ${report.sessions} sessions)
sessions broken      ${report.brokenSessions.length}${report.brokenSessions.map((line) => `\n  ${line}`).join('')}
time                 ${((Date.now() - started) / 1000).toFixed(1)} s`)
const passed =
  report.missing.length === 0 && report.integrity === 'ok' && report.brokenSessions.length === 0
process.exit(passed ? 0 : 1)
