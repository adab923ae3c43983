import { screen } from '@testing-library/react'

import { fakeSupabase } from '@/test/fake-supabase'
import { renderPatientRoute } from '@/test/patient-route'

import * as intakeRoute from './intake'

// /intake's way back home: PageHero draws the arrow, so the copy must not carry one too (it
// read "← ← Back to Home").
vi.mock('@/lib/supabase', () => import('@/test/fake-supabase'))

beforeEach(() => {
  fakeSupabase.reset('public')
})

it('shows one arrow before "Back to Home"', async () => {
  renderPatientRoute(intakeRoute, '/intake')
  const link = await screen.findByRole('link', { name: 'Back to Home' })
  expect(link.getAttribute('href')).toBe('/')
  expect(link.textContent).not.toContain('←')
  expect(link.querySelectorAll('svg')).toHaveLength(1)
})
