import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import {
  createMemoryRouter,
  RouterProvider,
  useLoaderData,
  useNavigation,
  useRevalidator,
} from 'react-router'

import { adminCopy } from '@/content/admin'
import { personLeadRow } from '@/test/lead-rows'

import { exportLeadsCsv } from './api/export-leads-csv'
import { listLeads } from './api/list-leads'
import { recentLeadDates } from './api/recent-lead-dates'
import { LeadsDashboard } from './leads-dashboard'
import {
  forgetLeadsChart,
  type LeadsDashboardData,
  loadLeadsDashboard,
} from './leads-dashboard-loader'

// The supabase client is faked at the api/ boundary.
vi.mock('./api/list-leads', () => ({ listLeads: vi.fn() }))
vi.mock('./api/recent-lead-dates', () => ({ recentLeadDates: vi.fn() }))
vi.mock('./api/export-leads-csv', () => ({ exportLeadsCsv: vi.fn() }))
const list = vi.mocked(listLeads)
const dates = vi.mocked(recentLeadDates)
const exportCsv = vi.mocked(exportLeadsCsv)

let router: ReturnType<typeof createMemoryRouter>

/** The dashboard as the /admin route shows it to a member of staff: data from the loader. */
function DashboardRoute() {
  const data = useLoaderData<LeadsDashboardData>()
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  return (
    <LeadsDashboard
      copy={adminCopy}
      data={data}
      loading={navigation.state === 'loading' || revalidator.state === 'loading'}
      onRetry={() => void revalidator.revalidate()}
    />
  )
}

function renderDashboard(url = '/admin') {
  router = createMemoryRouter(
    [
      {
        path: '/admin',
        loader: ({ request }) => loadLeadsDashboard(new URL(request.url), 'staff-1'),
        Component: DashboardRoute,
        HydrateFallback: () => null,
      },
    ],
    { initialEntries: [url] },
  )
  render(<RouterProvider router={router} />)
}

const search = () => new URLSearchParams(router.state.location.search)

beforeEach(() => {
  forgetLeadsChart()
  list.mockReset()
  dates.mockReset()
  exportCsv.mockReset()
  list.mockResolvedValue({
    data: { rows: [personLeadRow(2), personLeadRow(1)], count: 60 },
    error: null,
  })
  dates.mockResolvedValue({ data: [new Date().toISOString()], error: null })
})

test('staff see the first page of consultation requests with the total and the page count', async () => {
  renderDashboard()

  const table = await screen.findByRole('table', { name: /Consultation requests: 60 in total/ })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
    'Ann2 Lee',
    'Ann1 Lee',
  ])
  expect(within(rows[0]!).getByText('E-mail')).toBeTruthy()
  expect(within(rows[1]!).getByText('None')).toBeTruthy()
  expect(screen.getByText('Page 1 of 3')).toBeTruthy()
  expect(list).toHaveBeenLastCalledWith({
    tab: 'consultation',
    q: '',
    from: '',
    to: '',
    page: 1,
  })
  expect(
    screen.getByRole('tab', { name: 'Consultation requests' }).getAttribute('aria-selected'),
  ).toBe('true')
  expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(
    'leads-tab-consultation',
  )
})

test('the chart shows the last 30 days with a text alternative', async () => {
  renderDashboard()

  const chart = await screen.findByRole('img', {
    name: 'Consultation requests per day, last 30 days',
  })
  await waitFor(() => expect(chart.querySelectorAll('rect')).toHaveLength(30))
  expect(chart.querySelector('rect:last-of-type')?.getAttribute('data-count')).toBe('1')
  expect(screen.getByText(/^1 in the last 30 days; the busiest day was/)).toBeTruthy()
  expect(within(screen.getByRole('group')).getAllByRole('row')).toHaveLength(31)
})

test('paging, searching and switching tabs go through the URL', async () => {
  renderDashboard()
  await screen.findByText('Page 1 of 3')

  fireEvent.click(screen.getByRole('button', { name: 'Next page' }))
  await waitFor(() => expect(search().get('page')).toBe('2'))
  await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ page: 2 })))
  expect(await screen.findByText('Page 2 of 3')).toBeTruthy()
  // Every staff read is audited: paging within a tab does not read the chart again.
  expect(dates).toHaveBeenCalledTimes(1)

  fireEvent.change(screen.getByLabelText('Search'), { target: { value: ' lee ' } })
  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
  await waitFor(() => expect(search().toString()).toBe('tab=consultation&q=lee&from=2026-11-01'))
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith({
      tab: 'consultation',
      q: 'lee',
      from: '2026-11-01',
      to: '',
      page: 1,
    }),
  )

  // The page shows the new URL once its loader has answered: the fields start again from it.
  await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Search').value).toBe('lee'))

  // Arrow keys move along the tabs and select them; the filter stays, the page resets.
  const first = screen.getByRole('tab', { name: 'Consultation requests' })
  first.focus()
  fireEvent.keyDown(first, { key: 'ArrowRight' })
  await waitFor(() => expect(search().get('tab')).toBe('download'))
  const downloads = screen.getByRole('tab', { name: 'Download requests' })
  expect(document.activeElement).toBe(downloads)
  // The URL changes first; the tabs render its choice on the next pass (slow under load).
  await waitFor(() => expect(downloads.getAttribute('aria-selected')).toBe('true'))
  await waitFor(() =>
    expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ tab: 'download', q: 'lee' })),
  )
  await waitFor(() => expect(dates).toHaveBeenLastCalledWith('download', expect.any(String)))
  expect(dates).toHaveBeenCalledTimes(2)
  fireEvent.keyDown(downloads, { key: 'End' })
  await waitFor(() => expect(search().get('tab')).toBe('newsletter'))
})

test('a failed read says so, and retry reads again', async () => {
  list.mockResolvedValueOnce({
    data: null,
    error: { code: '', message: 'Failed to fetch', status: 0 },
  })
  renderDashboard()

  expect(await screen.findByText('The leads could not be loaded')).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))

  expect(await screen.findByText('Page 1 of 3')).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
  expect(list).toHaveBeenCalledTimes(2)
})

test('a "from" day after the "to" day is refused without a request', async () => {
  renderDashboard()
  await screen.findByText('Page 1 of 3')
  const calls = list.mock.calls.length

  fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-05' } })
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-01' } })
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))

  expect(screen.getByRole('alert').textContent).toBe(
    'The “from” date must not be after the “to” date.',
  )
  expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(screen.getByLabelText('To'))
  expect(list.mock.calls.length).toBe(calls)
  expect(search().toString()).toBe('')

  // Put right, the message goes as the day changes, and the range applies.
  fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-09' } })
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBeNull()
  fireEvent.click(screen.getByRole('button', { name: 'Apply filters' }))
  await waitFor(() => expect(search().get('to')).toBe('2026-11-09'))
  expect(search().get('from')).toBe('2026-11-05')
})

test('when the server refuses (not staff), the page says so and offers sign-in', async () => {
  list.mockResolvedValue({
    data: null,
    error: { code: '42501', message: 'permission denied', status: 403 },
  })
  renderDashboard()

  expect(await screen.findByRole('heading', { name: 'Staff only' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth')
  expect(screen.queryByRole('table')).toBeNull()
})

test('CSV export saves the current filter as a dated file', async () => {
  exportCsv.mockResolvedValue({ data: 'id,email\r\n1,ann@example.com\r\n', error: null })
  const saved: { href: string; download: string }[] = []
  const blobs: Blob[] = []
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob)
    return 'blob:leads'
  })
  Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download })
  })
  renderDashboard('/admin?tab=newsletter&q=ann&page=2')
  await screen.findByText('Page 2 of 3')

  act(() => {
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }))
  })

  await waitFor(() => expect(saved).toHaveLength(1))
  expect(exportCsv).toHaveBeenCalledWith(
    expect.objectContaining({ tab: 'newsletter', q: 'ann', from: '', to: '' }),
  )
  const today = new Date()
  const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
  expect(saved[0]).toEqual({ href: 'blob:leads', download: `newsletter-subscribers-${day}.csv` })
  expect(blobs[0]?.type).toBe('text/csv;charset=utf-8')
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as string)
    reader.readAsText(blobs[0]!)
  })
  expect(text).toBe('id,email\r\n1,ann@example.com\r\n')
  click.mockRestore()
})
