import { expect, it } from 'vitest'

import { runFuzz } from './harness'

// A sample of the property-based fuzzing `npm run test:fuzz` does with 10,000 cases.
// Generated requests against every API and the site — every route the router mounts among
// them (route-arbitraries.ts) — must never get a 5xx or no answer, JSON must parse, nothing
// may leak, the server must keep answering, every stored lead must pass the shared schemas,
// every staff write answered 2xx must have added its audit record, and the care tables must
// hold (tests/support/care-store.ts). The seed is fixed (FUZZ_SEED overrides it) and printed, so a
// failure replays with `npm run test:fuzz -- 300 --seed <seed>`.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_509)

it('400 generated requests get no 5xx, always an answer, and leave only valid leads and whole care records behind', async () => {
  console.log(`fuzz sample: seed ${SEED}`)
  const report = await runFuzz({ cases: 400, seed: SEED, checkEvery: 50 })
  console.log(
    `fuzz sample: ${report.routes} routes, ${Object.keys(report.groups).length} groups reached, ${report.auditChecked} staff writes audited, ${report.statusClasses['2xx']} 2xx`,
  )
  expect(report.failures).toEqual([])
  expect(report.cases).toBe(400)
  // Every API's routes are read from the router, the care APIs' among them.
  expect(report.routes).toBeGreaterThan(90)
  expect(report.auditChecked).toBeGreaterThan(0)
  for (const api of ['booking', 'orders', 'patient', 'staff']) {
    expect(Object.keys(report.groups).some((group) => group.includes(` /${api}/v1/`))).toBe(true)
  }
  expect(report.statusClasses['5xx'] ?? 0).toBe(0)
  expect(report.integrity).toBe('ok')
  expect(report.exitCode).toBe(0)
  // The sample must reach deep: some requests succeed and real leads get stored.
  expect(report.statusClasses['2xx']).toBeGreaterThan(20)
  expect(report.rowsChecked).toBeGreaterThan(6)
}, 120_000)
