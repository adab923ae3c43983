// `npm run test:fuzz [-- cases] [--seed N] [--path P] [--keep-going]`: property-based fuzzing
// of the real server (default 10,000 cases). Prints the counts; exit 1 on any failure.
import { runFuzz } from './harness'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(name)
  return index < 0 ? undefined : args.splice(index, 2)[1]
}
const seed = option('--seed')
const replayPath = option('--path')
const keepGoing = args.includes('--keep-going')
const cases = Number(args.find((arg) => /^\d+$/.test(arg)) ?? 10_000)

const report = await runFuzz({
  cases,
  seed: seed === undefined ? undefined : Number(seed),
  replayPath,
  keepGoing,
  log: (line) => console.log(line),
})

const table = (counts: Record<string, number>) =>
  Object.entries(counts)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, count]) => `  ${name.padEnd(30)} ${count}`)
    .join('\n')
const seconds = report.ms / 1000
console.log(`
seed                 ${report.seed}
cases run            ${report.cases}
raw-socket requests  ${report.rawRequests}
upload cut off       ${report.uploadResets} (reset while sending a body over 64 KiB the server had refused)
checkpoints          ${report.checkpoints}
status classes
${table(report.statusClasses)}
endpoint groups (cases; most frequent statuses)
${Object.entries(report.groups)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([group, count]) => {
    const statuses = Object.entries(report.groupStatuses[group] ?? {})
      .sort(([, a], [, b]) => b - a)
      .slice(0, 6)
      .map(([status, n]) => `${status}×${n}`)
      .join(' ')
    return `  ${group.padEnd(30)} ${String(count).padStart(6)}   ${statuses}`
  })
  .join('\n')}
lead rows checked    ${report.rowsChecked}
integrity_check      ${report.integrity}
server exit code     ${report.exitCode}
time                 ${seconds.toFixed(1)} s
cases/s              ${(report.cases / seconds).toFixed(1)}
failures             ${report.failures.length}`)
for (const failure of report.failures) console.log(`\n✖ ${failure}`)
process.exit(report.failures.length === 0 ? 0 : 1)
