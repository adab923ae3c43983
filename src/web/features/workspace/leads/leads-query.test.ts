import {
  createdAtBounds,
  csvFilename,
  leadFilterParams,
  pageCount,
  pageRange,
  parseLeadFilter,
  searchFilter,
} from './leads-query'

test('the CSV file is named for the table and today (local date)', () => {
  const today = new Date(2026, 10, 22, 23, 59)
  expect(csvFilename('consultation', today)).toBe('consultation-requests-2026-11-22.csv')
  expect(csvFilename('download', today)).toBe('download-requests-2026-11-22.csv')
  expect(csvFilename('newsletter', new Date(2027, 0, 5, 0, 1))).toBe(
    'newsletter-subscribers-2027-01-05.csv',
  )
})

test('a search is a case-insensitive substring of each searchable column, quoted and escaped', () => {
  expect(searchFilter('consultation', '  lee ')).toBe(
    'first_name.ilike."*lee*",last_name.ilike."*lee*",email.ilike."*lee*",phone.ilike."*lee*"',
  )
  expect(searchFilter('newsletter', 'ann@')).toBe('email.ilike."*ann@*"')
  // Commas, parentheses and dots stay inside the quotes; backslash and quote are escaped.
  expect(searchFilter('newsletter', 'a\\b"c,(d).')).toBe('email.ilike."*a\\\\b\\"c,(d).*"')
  expect(searchFilter('download', '   ')).toBeNull()
})

test('a day range covers both days whole, in local time', () => {
  const { gte, lte } = createdAtBounds({ from: '2026-11-01', to: '2026-11-03' })
  expect(gte).toBe(new Date(2026, 10, 1).toISOString())
  expect(lte).toBe(new Date(new Date(2026, 10, 4).getTime() - 1).toISOString())
  expect(createdAtBounds({ from: '', to: '' })).toEqual({ gte: null, lte: null })
  expect(createdAtBounds({ from: '', to: '2026-12-31' }).lte).toBe(
    new Date(2026, 11, 31, 23, 59, 59, 999).toISOString(),
  )
})

test('the URL holds tab, search, range and page; nonsense falls back to the defaults', () => {
  const filter = { tab: 'download', q: 'lee', from: '2026-11-01', to: '', page: 3 } as const
  const params = leadFilterParams(filter)
  expect(params.toString()).toBe('tab=download&q=lee&from=2026-11-01&page=3')
  expect(parseLeadFilter(params)).toEqual(filter)

  expect(
    parseLeadFilter(new URLSearchParams('tab=users&page=-2&from=yesterday&to=2026-13-45')),
  ).toEqual({ tab: 'consultation', q: '', from: '', to: '', page: 1 })
  // The tab always: a bare /admin opens the queue (app/routes/admin.tsx).
  expect(leadFilterParams(parseLeadFilter(new URLSearchParams())).toString()).toBe(
    'tab=consultation',
  )
})

test('25 rows a page', () => {
  expect(pageRange(1)).toEqual([0, 24])
  expect(pageRange(3)).toEqual([50, 74])
  expect(pageCount(0)).toBe(1)
  expect(pageCount(25)).toBe(1)
  expect(pageCount(26)).toBe(2)
})
