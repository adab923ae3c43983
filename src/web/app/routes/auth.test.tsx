import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { SessionProvider } from '@/features/auth/session-provider'
import { fakeSupabase, makeSession, makeUser } from '@/test/fake-supabase'

import { Component as AuthPage } from './auth'

vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

async function renderAuthPage() {
  const router = createMemoryRouter(
    [
      { path: '/auth', Component: AuthPage },
      { path: '/', element: <h1>Home page</h1> },
    ],
    { initialEntries: ['/auth'] },
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

test('a signed-in user visiting /auth is sent home', async () => {
  const router = await renderAuthPage()

  act(() => fakeSupabase.emit('INITIAL_SESSION', makeSession(makeUser())))

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/')
})

test('a visitor on /auth sees the sign-in form, a title and a way back home', async () => {
  await renderAuthPage()

  act(() => fakeSupabase.emit('INITIAL_SESSION', null))

  expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy()
  expect(screen.getByRole('link', { name: '← Back to Home' }).getAttribute('href')).toBe('/')
  expect(document.title).toBe('Sign In — Renew Medical')
})

test('signing in elsewhere while on /auth also sends the user home', async () => {
  await renderAuthPage()
  act(() => fakeSupabase.emit('INITIAL_SESSION', null))

  act(() => fakeSupabase.emit('SIGNED_IN', makeSession(makeUser())))

  expect(await screen.findByRole('heading', { name: 'Home page' })).toBeTruthy()
})
