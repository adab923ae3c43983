import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'

import { toast } from '@/hooks/use-toast'

import { Toaster } from './toaster'

test('a toast is shown and announced politely, title and body apart', async () => {
  render(<Toaster />)

  act(() => {
    toast({ title: 'Welcome!', description: 'You have been signed in successfully.' })
  })

  const region = screen.getByRole('region', { name: /notifications/i })
  expect(within(region).getByText('Welcome!')).toBeTruthy()
  await waitFor(() => {
    const live = document.querySelector('[role="status"][aria-live="polite"]')
    expect(live?.textContent).toBe('Notification Welcome! You have been signed in successfully.')
  })
  expect(document.querySelector('[aria-live="assertive"]')).toBeNull()
})

test('an error toast uses the destructive style', () => {
  render(<Toaster />)

  act(() => {
    toast({ title: 'Access Denied', variant: 'destructive' })
  })

  const item = screen.getByText('Access Denied').closest('[data-slot="toast"]')
  expect(item?.getAttribute('data-variant')).toBe('destructive')
  expect(item?.className).toContain('bg-destructive')
})

test('the close button dismisses a toast', async () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Success!' })
  })

  fireEvent.click(screen.getByRole('button', { name: 'Close' }))

  await waitFor(() => expect(screen.queryByText('Success!')).toBeNull())
})

test('motion is only used for visitors who have not asked to reduce it', () => {
  render(<Toaster />)
  act(() => {
    toast({ title: 'Welcome!' })
  })

  const item = screen.getByText('Welcome!').closest('[data-slot="toast"]')
  const animated = (item?.className ?? '')
    .split(' ')
    .filter((name) => /animate|transition/.test(name))
  expect(animated.length).toBeGreaterThan(0)
  expect(animated.every((name) => name.startsWith('motion-safe:'))).toBe(true)
})

test('a toast with an action offers it as a button that does it and closes the toast', async () => {
  const onSelect = vi.fn()
  render(<Toaster />)
  act(() => {
    toast({
      title: 'Added to cart',
      description: '1 × Ignite',
      action: { label: 'View cart', onSelect },
    })
  })
  const button = await screen.findByRole('button', { name: 'View cart' })
  fireEvent.click(button)
  expect(onSelect).toHaveBeenCalledTimes(1)
  await waitFor(() => expect(screen.queryByText('Added to cart')).toBeNull())
})
