import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionProvider } from '@/features/auth/session-provider'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'

import { Component as AuthPage } from './auth'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

async function renderAuthPage(entry = '/auth') {
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <h1>Home page</h1> },
      { path: '/account', element: <h1>My care page</h1> },
    ],
    { initialEntries: [entry] },
  )
  render(
    <SessionProvider>
      <RouterProvider router={router} />
    </SessionProvider>,
  )
  await vi.waitFor(() => expect(fakeSupabase.listenerCount).toBe(1))
  return router
}

beforeEach(() => fakeSupabase.reset('public'))

test('a signed-in user visiting /auth is sent to My care', async () => {
  const router = await renderAuthPage()

  act(() => fakeSupabase.emit('INITIAL_SESSION', makeSession(makeUser())))

  expect(await screen.findByRole('heading', { name: 'My care page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/account')
})

test('a page that needs an account opens sign-up with its reason; an unknown reason says nothing', async () => {
  await renderAuthPage('/auth?reason=intake&next=%2Fintake%2Fweight-loss')
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))
  expect(await screen.findByRole('heading', { level: 1, name: 'Create Account' })).toBeTruthy()
  expect(screen.getByText(/Create an account, or sign in, to save your answers/)).toBeTruthy()
})

test('My care’s reason is said above sign-in', async () => {
  await renderAuthPage('/auth?reason=account&next=%2Faccount')
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.getByText(/to see My care/)).toBeTruthy()
})

test('a reason the site does not give is never shown', async () => {
  await renderAuthPage('/auth?reason=%3Cb%3EPay%20now%3C%2Fb%3E')
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))
  expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.queryByText(/Pay now/)).toBeNull()
})

test('a visitor on /auth sees the sign-in form, a title and a way back home', async () => {
  await renderAuthPage()

  act(() => fakeSupabase.emit('INITIAL_SESSION', null))

  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/')
  expect(document.title).toBe('Sign In — Renew Medical')
})

test('signing in elsewhere while on /auth also sends the user to My care', async () => {
  await renderAuthPage()
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))

  act(() => fakeSupabase.emit('SIGNED_IN', makeSession(makeUser())))

  expect(await screen.findByRole('heading', { name: 'My care page' })).toBeTruthy()
})
