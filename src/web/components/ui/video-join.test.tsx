import { act, render, screen } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

import { VideoJoin } from './video-join'

const props = {
  href: 'https://renew.example/visit/join/x?s=0&k=signature',
  opensAt: '2026-11-27T14:45:00.000Z',
  closesAt: '2026-11-27T15:30:00.000Z',
  label: 'Join your video visit',
  opensWords: 'The video room opens at 8:45 AM CT, 15 minutes before your visit.',
}

afterEach(() => {
  vi.useRealTimers()
})

test('before its window: a disabled button that says when it opens, turned on at that moment', () => {
  vi.useFakeTimers({ now: new Date('2026-11-27T14:40:00.000Z') })
  render(<VideoJoin {...props} now={new Date()} />)
  const button = screen.getByRole('button', { name: 'Join your video visit' })
  expect(button.hasAttribute('disabled')).toBe(true)
  expect(button.getAttribute('aria-describedby')).toBeTruthy()
  expect(screen.getByText(props.opensWords)).toBeTruthy()

  act(() => {
    vi.advanceTimersByTime(5 * 60_000 + 100)
  })
  const link = screen.getByRole('link', { name: 'Join your video visit' })
  expect(link.getAttribute('href')).toBe(props.href)
  expect(screen.queryByText(props.opensWords)).toBeNull()
})

test('in its window: the link; once the visit has ended: nothing', () => {
  const { rerender, container } = render(
    <VideoJoin {...props} now={new Date('2026-11-27T15:00:00.000Z')} />,
  )
  expect(screen.getByRole('link', { name: 'Join your video visit' })).toBeTruthy()
  rerender(<VideoJoin key="later" {...props} now={new Date('2026-11-27T15:30:00.000Z')} />)
  expect(container.textContent).toBe('')
})
