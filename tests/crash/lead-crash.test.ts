import { expect, it } from 'vitest'

import { runCrashCycles } from './crash-cycles'

// A lead acknowledged with 201 survives the server being killed (kill -9) at
// any moment, sessions being refreshed meanwhile keep working, and the database opens cleanly
// after every crash. So do the care APIs' changes: orders, bookings, staff's moves of visits
// and orders, questionnaire submissions (care-crash.ts). `npm run test:crash` runs 20 cycles.

it('every lead, order, visit and submission answered is present once and every session still works after five kill -9 restarts', async () => {
  // Cycles of 0.8–1.6 s (the run's default is 0.3–0.9 s): a submission is two requests in a
  // row, and on a busy two-core machine each may take most of a short cycle.
  const report = await runCrashCycles({ cycles: 5, minRunMs: 800, maxRunMs: 1600 })
  // The figures, to read a failure by.
  console.log(JSON.stringify({ ...report, missing: report.missing.length }))
  expect(report.integrity).toBe('ok')
  expect(report.acknowledged).toBeGreaterThan(0)
  expect(report.missing).toEqual([])
  expect(report.found).toBe(report.acknowledged)
  expect(report.sessions).toBe(4)
  expect(report.refreshes).toBeGreaterThan(0)
  expect(report.brokenSessions).toEqual([])
  // The care changes acknowledged are stored once, with their stock, slot, event, audit record
  // and mail (care-crash.ts); the sample must have made some of each.
  expect(report.care?.problems).toEqual([])
  expect(report.care?.orders).toBeGreaterThan(0)
  expect(report.care?.bookings).toBeGreaterThan(0)
  expect(report.care?.submissions).toBeGreaterThan(0)
  expect(report.care?.mails).toBeGreaterThan(0)
}, 180_000)
