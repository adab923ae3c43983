import { expect, it } from 'vitest'
import { runCrashCycles } from './crash-cycles'

// Issue 5: a lead acknowledged with 201 survives the server being killed (kill -9) at any
// moment, and the database opens cleanly after every crash. `npm run test:crash` runs more cycles.

it('every lead answered 201 is present after five kill -9 restarts while a client inserts as fast as it can', async () => {
  const report = await runCrashCycles({ cycles: 5 })
  expect(report.integrity).toBe('ok')
  expect(report.acknowledged).toBeGreaterThan(0)
  expect(report.missing).toEqual([])
  expect(report.found).toBe(report.acknowledged)
}, 180_000)
