import { bucketLeadsPerDay, chartStart } from './leads-per-day'

const at = (month: number, day: number, hour = 12, minute = 0) =>
  new Date(2026, month - 1, day, hour, minute).toISOString()

test('thirty local days, oldest first and today last, with empty days at zero', () => {
  const today = new Date(2026, 10, 22, 9, 30)
  const days = bucketLeadsPerDay([], today)

  expect(days).toHaveLength(30)
  expect(days[0]).toEqual({ day: '2026-10-24', count: 0 })
  expect(days[29]).toEqual({ day: '2026-11-22', count: 0 })
  expect(chartStart(today)).toEqual(new Date(2026, 9, 24))
})

test('each lead counts on its local calendar day; the window edges are inclusive', () => {
  const today = new Date(2026, 10, 22, 9, 30)
  const days = bucketLeadsPerDay(
    [
      at(11, 22, 0, 0), // today, first minute
      at(11, 22, 23, 59), // today, later than "now": still today
      at(11, 21, 23, 59),
      at(11, 21, 0, 1),
      at(11, 21, 12),
      at(10, 24, 0, 0), // the first day of the window
      at(10, 23, 23, 59), // the day before: outside
      at(11, 23, 0, 1), // tomorrow: outside
      'not a date',
    ],
    today,
  )

  const counts = Object.fromEntries(days.filter((d) => d.count > 0).map((d) => [d.day, d.count]))
  expect(counts).toEqual({ '2026-10-24': 1, '2026-11-21': 3, '2026-11-22': 2 })
  expect(days.reduce((sum, d) => sum + d.count, 0)).toBe(6)
})

test('months and years roll over', () => {
  const days = bucketLeadsPerDay([new Date(2026, 11, 31, 8).toISOString()], new Date(2027, 0, 2), 5)
  expect(days.map((d) => d.day)).toEqual([
    '2026-12-29',
    '2026-12-30',
    '2026-12-31',
    '2027-01-01',
    '2027-01-02',
  ])
  expect(days[2]?.count).toBe(1)
})
