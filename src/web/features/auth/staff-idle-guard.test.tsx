import { act, fireEvent, render, screen } from '@testing-library/react'

import { SessionContext } from '@/features/auth/session-provider'
import { sessionValue } from '@/test/session'

import { reportActivity } from './api/report-activity'
import { StaffIdleGuard } from './staff-idle-guard'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))
vi.mock('./api/report-activity', () => ({ reportActivity: vi.fn() }))
vi.mock('@/hooks/use-toast', () => ({ toast: vi.fn() }))

const MINUTE = 60_000

async function renderGuard() {
  const session = sessionValue({ signedIn: true, isStaff: true })
  render(
    <SessionContext value={session}>
      <StaffIdleGuard />
    </SessionContext>,
  )
  // The config (30 minutes here) arrives in a microtask.
  await act(async () => {
    await Promise.resolve()
  })
  return session
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms)
  })
const warning = () => screen.queryByRole('alertdialog', { name: 'Are you still there?' })

beforeEach(() => {
  vi.useFakeTimers()
  localStorage.clear()
  vi.mocked(reportActivity).mockReset()
  vi.mocked(reportActivity).mockResolvedValue(true)
})

afterEach(() => {
  vi.useRealTimers()
})

test('reports the page opening, warns a minute before the limit, and Stay signed in reports again', async () => {
  const session = await renderGuard()
  expect(reportActivity).toHaveBeenCalledTimes(1)

  advance(28 * MINUTE)
  expect(warning()).toBeNull()
  advance(MINUTE + 5_000)
  expect(warning()).not.toBeNull()

  fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }))
  expect(reportActivity).toHaveBeenCalledTimes(2)
  expect(warning()).toBeNull()
  expect(session.signOut).not.toHaveBeenCalled()
})

test('without an answer the session is signed out when the time is up', async () => {
  const session = await renderGuard()
  advance(29 * MINUTE + 5_000)
  expect(warning()).not.toBeNull()
  advance(MINUTE)
  expect(session.signOut).toHaveBeenCalledWith({ scope: 'local' })
})

test('work seen since the last report is reported instead of warning, at most once a minute', async () => {
  const session = await renderGuard()
  advance(10 * MINUTE)
  fireEvent.keyDown(window, { key: 'a' })
  // The first key after a report more than a minute old reports at once.
  expect(reportActivity).toHaveBeenCalledTimes(2)
  advance(20 * 1000)
  fireEvent.keyDown(window, { key: 'b' })
  expect(reportActivity).toHaveBeenCalledTimes(2)

  // 29 minutes after the last report, the key pressed since is reported, no warning.
  advance(29 * MINUTE)
  expect(reportActivity).toHaveBeenCalledTimes(3)
  expect(warning()).toBeNull()
  expect(session.signOut).not.toHaveBeenCalled()
})

test('a session the server has already ended is signed out at once', async () => {
  vi.mocked(reportActivity).mockResolvedValue(false)
  const session = await renderGuard()
  await act(async () => {
    await Promise.resolve()
  })
  expect(session.signOut).toHaveBeenCalledWith({ scope: 'local' })
})
