import { afterEach, expect, test } from 'vitest'

import { arrivedConfirmed, forgetLinkArrival, noteLinkArrival } from './link-arrival'

afterEach(forgetLinkArrival)

test('a confirmation link that signed the visitor in is noted for the page it landed on', () => {
  noteLinkArrival({
    pathname: '/intake/weight-loss',
    hash: '#access_token=a&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
  })
  expect(arrivedConfirmed('/intake/weight-loss')).toBe(true)
  expect(arrivedConfirmed('/account')).toBe(false)
})

test('an expired link, a recovery link or no link confirms nothing', () => {
  noteLinkArrival({
    pathname: '/account',
    hash: '#error=access_denied&error_code=otp_expired&type=signup',
  })
  expect(arrivedConfirmed('/account')).toBe(false)
  noteLinkArrival({ pathname: '/auth/reset', hash: '#access_token=a&type=recovery' })
  expect(arrivedConfirmed('/auth/reset')).toBe(false)
  noteLinkArrival({ pathname: '/account', hash: '' })
  expect(arrivedConfirmed('/account')).toBe(false)
})
