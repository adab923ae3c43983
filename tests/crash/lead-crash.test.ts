import { expect, it } from 'vitest'

import { runCrashCycles } from './crash-cycles'

// A lead acknowledged with 201 survives the server being killed (kill -9) at
// any moment, sessions being refreshed meanwhile keep working, and the database opens cleanly
// after every crash. `npm run test:crash` runs 20 cycles.

it('every lead answered 201 is present and every session still works after five kill -9 restarts under inserts and refreshes', async () => {
  const report = await runCrashCycles({ cycles: 5 })
  expect(report.integrity).toBe('ok')
  expect(report.acknowledged).toBeGreaterThan(0)
  expect(report.missing).toEqual([])
  expect(report.found).toBe(report.acknowledged)
  expect(report.sessions).toBe(4)
  expect(report.refreshes).toBeGreaterThan(0)
  expect(report.brokenSessions).toEqual([])
}, 180_000)
