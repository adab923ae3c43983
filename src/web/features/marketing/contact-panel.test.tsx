import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { clinicContact, liveChatCopy } from '@/content/program-pages'

import { ContactPanel } from './contact-panel'

function renderPanel() {
  const router = createMemoryRouter([
    { path: '/', element: <ContactPanel copy={liveChatCopy} contact={clinicContact} /> },
    { path: '/consultation', element: <h1>Consultation page</h1> },
  ])
  render(<RouterProvider router={router} />)
  return router
}

test('Live Chat opens a contact panel with the clinic’s phone, e-mail, hours and the form', async () => {
  renderPanel()
  const trigger = screen.getByRole('button', { name: 'Live Chat' })

  fireEvent.click(trigger)

  const panel = await screen.findByRole('dialog', { name: 'Talk to our care team' })
  expect(within(panel).getByRole('link', { name: '(800) 555-0142' }).getAttribute('href')).toBe(
    'tel:+18005550142',
  )
  expect(
    within(panel).getByRole('link', { name: 'care@renewmedical.example' }).getAttribute('href'),
  ).toBe('mailto:care@renewmedical.example')
  expect(within(panel).getByText('Mon-Fri 8AM-6PM')).toBeTruthy()
  expect(within(panel).getByText('Sat 9AM-3PM')).toBeTruthy()
  expect(
    within(panel).getByRole('link', { name: 'Request a Free Consultation' }).getAttribute('href'),
  ).toBe('/consultation')
  // Focus moved into the panel.
  expect(panel.contains(document.activeElement)).toBe(true)
})

test('closing the panel returns focus to the Live Chat button', async () => {
  renderPanel()
  const trigger = screen.getByRole('button', { name: 'Live Chat' })
  trigger.focus()
  fireEvent.click(trigger)
  const panel = await screen.findByRole('dialog')

  fireEvent.click(within(panel).getByRole('button', { name: 'Close contact panel' }))

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  expect(document.activeElement).toBe(trigger)
})

test('Escape closes the panel too', async () => {
  renderPanel()
  fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }))
  const panel = await screen.findByRole('dialog')

  fireEvent.keyDown(panel, { key: 'Escape' })

  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
})

test('the consultation link in the panel leads to the form', async () => {
  const router = renderPanel()
  fireEvent.click(screen.getByRole('button', { name: 'Live Chat' }))
  const panel = await screen.findByRole('dialog')

  fireEvent.click(within(panel).getByRole('link', { name: 'Request a Free Consultation' }))

  expect(await screen.findByRole('heading', { name: 'Consultation page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/consultation')
})
