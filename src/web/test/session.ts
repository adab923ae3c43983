import { vi } from 'vitest'

import type { SessionContextValue } from '@/features/auth/session-provider'

import { makeSession, makeUser } from './fake-supabase'

/**
 * A session context value for rendering routes without the real provider:
 * `<SessionContext value={sessionValue()}>` is a visitor on the public site once the session
 * is known; pass `{ signedIn: true }` for a signed-in user.
 */
export function sessionValue({
  signedIn = false,
  ...overrides
}: Partial<SessionContextValue> & { signedIn?: boolean } = {}): SessionContextValue {
  const session = signedIn ? makeSession(makeUser()) : null
  return {
    status: 'ready',
    session,
    user: session?.user ?? null,
    siteAccess: 'public',
    isStaff: false,
    staffAccess: overrides.isStaff ? 'granted' : 'none',
    signOut: vi.fn(() => Promise.resolve()),
    ...overrides,
  }
}
