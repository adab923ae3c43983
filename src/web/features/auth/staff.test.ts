import { makeSession, makeUser } from '@/test/fake-supabase'

import { isPhysician, isStaffUser, staffAccess, staffRole } from './staff'

/** An access token with these claims (unsigned: the browser only reads it). */
function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.signature`
}

function session({
  role,
  aal,
  factors = [],
}: {
  role?: string
  aal: 'aal1' | 'aal2'
  factors?: ('verified' | 'unverified')[]
}) {
  const user = makeUser({ email: 'person@example.com', role })
  user.factors = factors.map((status, index) => ({
    id: `factor-${index}`,
    friendly_name: 'Authenticator app',
    factor_type: 'totp',
    status,
    created_at: '2026-11-26T00:00:00Z',
    updated_at: '2026-11-26T00:00:00Z',
  }))
  return { ...makeSession(user), access_token: token({ aal, sub: user.id }) }
}

test('staff rights as the server decides them, by STAFF_MFA', () => {
  expect(staffAccess(null, 'required')).toBe('none')
  expect(staffAccess(session({ aal: 'aal2' }), 'required')).toBe('none')

  // Required: a factor verified in this session, else set one up, else give its code.
  expect(
    staffAccess(session({ role: 'staff', aal: 'aal2', factors: ['verified'] }), 'required'),
  ).toBe('granted')
  expect(staffAccess(session({ role: 'staff', aal: 'aal1' }), 'required')).toBe('enroll')
  expect(
    staffAccess(session({ role: 'staff', aal: 'aal1', factors: ['unverified'] }), 'required'),
  ).toBe('enroll')
  expect(
    staffAccess(session({ role: 'staff', aal: 'aal1', factors: ['verified'] }), 'required'),
  ).toBe('code')

  // Optional: the password alone, unless the staff member has a factor.
  expect(staffAccess(session({ role: 'staff', aal: 'aal1' }), 'optional')).toBe('granted')
  expect(
    staffAccess(session({ role: 'staff', aal: 'aal1', factors: ['verified'] }), 'optional'),
  ).toBe('code')
})

test('a token that cannot be read grants nothing more than the password', () => {
  const broken = { ...session({ role: 'staff', aal: 'aal1' }), access_token: 'not-a-jwt' }
  expect(staffAccess(broken, 'required')).toBe('enroll')
  expect(staffAccess(broken, 'optional')).toBe('granted')
})

test('a physician is staff with one more right; no other role is either', () => {
  const staff = makeUser({ role: 'staff' })
  const physician = makeUser({ role: 'physician' })
  const patient = makeUser()
  const other = makeUser({ role: 'admin' })

  expect([staff, physician, patient, other, null, undefined].map(isStaffUser)).toEqual([
    true,
    true,
    false,
    false,
    false,
    false,
  ])
  expect([staff, physician, patient, other, null, undefined].map(isPhysician)).toEqual([
    false,
    true,
    false,
    false,
    false,
    false,
  ])

  expect([staff, physician, patient, other, null, undefined].map(staffRole)).toEqual([
    'staff',
    'physician',
    undefined,
    undefined,
    undefined,
    undefined,
  ])

  // A physician's session goes through the same second-factor steps as any staff member's.
  expect(staffAccess(session({ role: 'physician', aal: 'aal1' }), 'required')).toBe('enroll')
  expect(
    staffAccess(session({ role: 'physician', aal: 'aal2', factors: ['verified'] }), 'required'),
  ).toBe('granted')
  expect(staffAccess(session({ role: 'admin', aal: 'aal2' }), 'optional')).toBe('none')
})
