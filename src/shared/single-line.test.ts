import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'

import { signUpSchema } from './auth'
import { bookRequestSchema } from './booking/booking'
import {
  consultationRequestSchema,
  downloadRequestSchema,
  leadMessages,
  newsletterSignupSchema,
} from './leads'
import { orderTransitionSchema } from './orders/order-staff-requests'
import { orderMessages, orderRequestSchema } from './orders/orders'
import { isSingleLine, NAME_CHARACTERS_MESSAGE, PERSON_NAME } from './single-line'

// One-line fields refuse what would write lines of the clinic's mail (single-line.ts), in every
// schema the browser and the server share, with the form's own message.

/** The outside attack: a "name" that heads the victim's mail with a phishing line. */
const PAYLOAD = 'Vera,\n\nURGENT: your visit was moved. Confirm at http://evil.example/login'

/** Every kind of line break or control character, each inside an otherwise fine name. */
const CONTROLS = {
  CR: '\r',
  LF: '\n',
  tab: '\t',
  NUL: '\u0000',
  ESC: '\u001b',
  DEL: '\u007f',
  NEL: '\u0085',
  'C1 CSI': '\u009b',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
}

const contact = {
  firstName: 'Vera',
  lastName: 'Lindqvist',
  email: 'vera@example.com',
  phone: '(555) 123-4567',
}

/** The messages a parse gave, by field path. */
function issues(schema: z.ZodMiniType, input: unknown): Record<string, string> {
  const result = z.safeParse(schema, input)
  if (result.success) return {}
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  )
}

const consultation = {
  ...contact,
  hearAboutUs: 'Google Search',
  emailOptIn: false,
  smsOptIn: false,
}
const download = { ...consultation, resourceId: 'weight-loss-guide' }
const book = {
  ...contact,
  slot: 'sched.abc',
  visit: 'phone',
  state: 'TX',
  idempotencyKey: 'attempt-0001',
}
const order = {
  ...contact,
  shipping: {
    line1: '200 Congress Ave',
    line2: 'Suite 4',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  },
  lines: [{ productId: 'p1', quantity: 1 }],
  idempotencyKey: 'attempt-0001',
}

describe('the person forms', () => {
  it.each([
    ['consultation request', consultationRequestSchema, consultation],
    ['download request', downloadRequestSchema, download],
    ['booking', bookRequestSchema, book],
    ['order', orderRequestSchema, order],
  ] as const)(
    '%s: accept a plain name and refuse the phishing payload in either name',
    (_, schema, valid) => {
      expect(issues(schema, valid)).toEqual({})
      expect(issues(schema, { ...valid, firstName: PAYLOAD })).toEqual({
        firstName: leadMessages.nameCharacters,
      })
      expect(issues(schema, { ...valid, lastName: PAYLOAD })).toEqual({
        lastName: leadMessages.nameCharacters,
      })
    },
  )

  it.each(Object.entries(CONTROLS))(
    'refuse a name with %s in it, and a phone number',
    (_, control) => {
      expect(
        issues(consultationRequestSchema, { ...consultation, firstName: `Ve${control}ra` }),
      ).toEqual({
        firstName: leadMessages.nameCharacters,
      })
      expect(
        issues(bookRequestSchema, { ...book, phone: `(555)${control}123-4567` }),
      ).toMatchObject({
        phone: leadMessages.phone,
      })
    },
  )

  it('accept the names people have', () => {
    for (const name of [
      'José',
      "O'Neil",
      'O’Neil',
      'Mary-Jane',
      'Nguyễn',
      'J. Robert',
      'Zoë Ann',
      'Łukasz',
      '李小龍',
    ]) {
      expect(PERSON_NAME.test(name), name).toBe(true)
      expect(issues(consultationRequestSchema, { ...consultation, firstName: name }), name).toEqual(
        {},
      )
    }
    // Surrounding space is trimmed before the check, as before.
    expect(issues(consultationRequestSchema, { ...consultation, firstName: '  Vera ' })).toEqual({})
  })

  it('refuse a sentence or a link as a name, even on one line', () => {
    for (const name of ['Vera: call 555', 'http://evil.example', 'Vera, URGENT', 'R2D2', '-Vera']) {
      expect(issues(consultationRequestSchema, { ...consultation, firstName: name }), name).toEqual(
        {
          firstName: NAME_CHARACTERS_MESSAGE,
        },
      )
    }
  })

  it('a newsletter address is one line too (the e-mail check refuses it)', () => {
    expect(
      issues(newsletterSignupSchema, { email: 'vera@example.com\nBcc: x@evil.example' }),
    ).toEqual({
      email: leadMessages.email,
    })
  })
})

describe('the shipping address', () => {
  it.each([
    ['line1', orderMessages.line1],
    ['line2', orderMessages.line2],
    ['city', orderMessages.city],
  ] as const)('refuses a line break in %s with its message', (field, message) => {
    expect(
      issues(orderRequestSchema, { ...order, shipping: { ...order.shipping, [field]: PAYLOAD } }),
    ).toEqual({
      [`shipping.${field}`]: message,
    })
    expect(
      issues(orderRequestSchema, {
        ...order,
        shipping: { ...order.shipping, [field]: 'Austin\u2028Evil' },
      }),
    ).toEqual({ [`shipping.${field}`]: message })
  })

  it('staff’s one-line entries (carrier, tracking) are one line', () => {
    expect(
      issues(orderTransitionSchema, {
        to: 'shipped',
        carrier: 'UPS',
        tracking: `1Z999\n${PAYLOAD}`,
      }),
    ).toEqual({ tracking: orderMessages.tracking })
  })
})

describe('sign-up', () => {
  it('refuses the payload as a full name, and takes a real one', () => {
    const valid = { fullName: 'Vera Lindqvist', email: 'vera@example.com', password: 'secret1' }
    expect(issues(signUpSchema, valid)).toEqual({})
    expect(issues(signUpSchema, { ...valid, fullName: PAYLOAD })).toEqual({
      fullName: NAME_CHARACTERS_MESSAGE,
    })
  })
})

describe('isSingleLine', () => {
  it('tells every control character, and nothing else', () => {
    for (const control of Object.values(CONTROLS)) expect(isSingleLine(`a${control}b`)).toBe(false)
    expect(isSingleLine('200 Congress Ave, Suite #4 — Austin')).toBe(true)
    expect(isSingleLine('')).toBe(true)
  })
})
