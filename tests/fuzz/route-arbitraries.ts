import fc from 'fast-check'

import { exampleIntakeAnswers } from '../../src/shared/intake/examples'
import { orderStates } from '../../src/shared/orders/order-states'
import {
  anyHeaders,
  bodyFor,
  deepValue,
  email,
  encode,
  type Endpoint,
  FORGED_TOKENS,
  type FuzzBody,
  type Header,
  ipAddress,
  name,
  nastyString,
  param,
  phone,
  query,
  shapedJson,
  wrongType,
} from './arbitraries'

// Requests for every route the server mounts, read from the Hono router itself
// (mounted-routes.ts): a new route is fuzzed without a line here. What a route's pattern says
// (its method, its path parameters) is enough for a request; what the care APIs' bodies and
// queries look like (docs/wire-contract.md, Own APIs) is known here for the routes that have
// them, so most requests get past validation into the use-case, and a route nobody described
// still gets wrong types, huge and nested bodies and odd query strings.
//
// Ids are placeholders the harness fills at send time (`{{id:victim-order}}`, `{{slot:12}}`):
// the caller's own records, another person's, and ones that name nothing.

/** One mounted route as Hono lists it (`app.routes`), middleware and catch-alls left out. */
export type MountedRoute = { method: string; path: string }

/** The APIs whose routes carry people's care: fuzzed three times as often as the others. */
const CARE_PREFIXES = ['/booking/v1/', '/orders/v1/', '/patient/v1/', '/staff/v1/', '/visit/']

const uuid = fc.uuid().map((id) => id)
const notAnId = fc.constantFrom(
  'not-a-uuid',
  '0',
  '-1',
  '00000000-0000-0000-0000-000000000000',
  'FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF',
  '%00',
  '..%2f..%2fetc%2fpasswd',
  `${'a'.repeat(5000)}`,
)

/** A record's id for a path or body: the caller's own, someone else's, or nothing's. */
function idOf(kind: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(`{{id:own-${kind}}}`) },
    { weight: 4, arbitrary: fc.constant(`{{id:victim-${kind}}}`) },
    { weight: 1, arbitrary: uuid },
    { weight: 1, arbitrary: notAnId },
    { weight: 1, arbitrary: nastyString.map(encode) },
  )
}

/** What kind of record a route's `:id` names, from the route's path. */
function kindOfId(pattern: string): string {
  if (/appointments\/:id/.test(pattern) || pattern.startsWith('/visit/')) return 'appointment'
  if (/orders\/:id/.test(pattern)) return 'order'
  if (/intakes\/:id/.test(pattern)) return 'intake'
  if (/consultations\/:id/.test(pattern)) return 'request'
  if (/schedules\/:id/.test(pattern)) return 'schedule'
  if (/clinicians\/:id/.test(pattern)) return 'clinician'
  if (/locations\/:id/.test(pattern)) return 'location'
  return 'any'
}

const PARAMS: Record<string, (pattern: string) => fc.Arbitrary<string>> = {
  id: (pattern) => idOf(kindOfId(pattern)),
  productId: () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constant('{{id:product}}') },
      { weight: 1, arbitrary: uuid },
      { weight: 1, arbitrary: nastyString.map(encode) },
    ),
  program: () =>
    fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('weight-loss', 'mens-health') },
      { weight: 1, arbitrary: fc.constantFrom('hair', 'WEIGHT-LOSS', '__proto__', 'constructor') },
      { weight: 1, arbitrary: nastyString.map(encode) },
    ),
  ref: () =>
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(
          'request:{{id:own-request}}',
          'order:{{id:victim-order}}',
          'visit:{{id:victim-appointment}}',
          'account:{{id:victim-account}}',
        ),
      },
      { weight: 1, arbitrary: uuid.map((id) => `order:${id}`) },
      { weight: 1, arbitrary: fc.constantFrom('order:', ':', 'nothing:1', 'request:x') },
      { weight: 1, arbitrary: nastyString.map(encode) },
    ),
  factorId: () => fc.oneof(uuid, notAnId),
  bucket: () => fc.oneof(fc.constant('hero-videos'), nastyString.map(encode)),
  key: () => fc.oneof(fc.constant('sample/key.txt'), nastyString.map(encode)),
}

/** A concrete path for a pattern like `/staff/v1/orders/:id/review` or `/:key{.+}`. */
function pathFor(pattern: string): fc.Arbitrary<string> {
  const parts = pattern.split(/(:[A-Za-z]+(?:\{[^}]*\})?)/)
  return fc
    .tuple(
      ...parts.map((part) => {
        const match = /^:([A-Za-z]+)/.exec(part)
        if (!match) return fc.constant(part.replace(/\*/g, 'x'))
        const values = PARAMS[match[1]!]
        return values ? values(pattern) : fc.oneof(uuid, nastyString.map(encode))
      }),
    )
    .map((values) => values.join(''))
}

// ---- queries ----------------------------------------------------------------------------

const day = fc.oneof(
  { weight: 4, arbitrary: fc.constant('{{day:0}}') },
  { weight: 2, arbitrary: fc.integer({ min: -3, max: 90 }).map((n) => `{{day:${n}}}`) },
  { weight: 1, arbitrary: fc.constantFrom('2026-02-31', '1900-01-01', '9999-12-31', '2026-1-1') },
  { weight: 1, arbitrary: nastyString },
)
const instant = fc.oneof(
  { weight: 4, arbitrary: day.map((value) => `${value}T10:00:00.000Z`) },
  { weight: 1, arbitrary: fc.constantFrom('2026-11-30T06:00:00-06:00', 'now', '0', '1e309') },
  { weight: 1, arbitrary: nastyString },
)
const number = fc.oneof(
  fc.integer({ min: -5, max: 30 }).map(String),
  fc.constantFrom('1.5', '1e3', '0x10', 'NaN', '', '99999999999999999999'),
  nastyString,
)
const orderState = fc.oneof(fc.constantFrom(...orderStates), nastyString)
const visitType = fc.oneof(fc.constantFrom('phone', 'video', 'clinic'), nastyString)
const usState = fc.oneof(fc.constantFrom('TX', 'OK', 'CA', 'tx', ''), nastyString)

/** Query parameters a route reads, by its pattern; any other route gets an odd one now and then. */
const QUERIES: Record<string, fc.Arbitrary<[string, string]>[]> = {
  '/booking/v1/slots': [
    param('visit', visitType),
    param('state', usState),
    param('from', day),
    param('days', number),
    param('location', fc.oneof(uuid, nastyString)),
  ],
  '/staff/v1/booking/calendar': [
    param('from', instant),
    param('to', instant),
    param('clinician', fc.oneof(fc.constant('{{id:clinician}}'), uuid, nastyString)),
  ],
  '/staff/v1/orders': [param('state', orderState), param('review', fc.constantFrom('1', '0', ''))],
  '/staff/v1/orders/export.csv': [param('state', orderState), param('review', fc.constant('1'))],
  '/staff/v1/metrics': [param('today', instant)],
  '/staff/v1/audit': [
    param('actor', fc.oneof(fc.constant('{{id:staff}}'), uuid, nastyString)),
    param('before', instant),
    param('email', email),
  ],
  '/staff/v1/people': [param('email', email)],
  '/staff/v1/people/export': [param('email', email)],
  '/visit/join/:id': [param('s', number), param('k', fc.oneof(nastyString, fc.base64String()))],
}
/** A whole query as the pages send it, for the routes that need several parameters. */
const USUAL_QUERIES: Record<string, string> = {
  '/booking/v1/slots': '?visit=phone&state=TX&from={{day:2}}&days=7',
  '/staff/v1/booking/calendar': '?from={{day:0}}T00:00:00.000Z&to={{day:14}}T00:00:00.000Z',
  '/staff/v1/metrics': '?today={{day:0}}T06:00:00.000Z',
}
const oddParam = param(
  fc.oneof(fc.constantFrom('id', 'state', '__proto__', 'limit', 'select'), nastyString),
  nastyString,
)

// ---- bodies -----------------------------------------------------------------------------

/** Mostly a name and a phone a form would send, so a request reaches the use-case. */
const personName = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('Ada', 'Grace Hopper', 'Zoë', 'O’Brien', 'Mary-Jo') },
  { weight: 1, arbitrary: name },
)
const phoneNumber = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom('(555) 010-2030', '555 010 0000') },
  { weight: 1, arbitrary: phone },
)
const idempotencyKey = fc.oneof(
  { weight: 6, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom('fuzz-key-repeated', 'short', 'x'.repeat(101)) },
)
/** A free time of the harness's schedule, by its number (the harness makes its slot id). */
const slot = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 0, max: 400 }).map((n) => `{{slot:${n}}}`) },
  { weight: 1, arbitrary: fc.constantFrom('{{slot:taken}}', 'not-a-slot', '.', '') },
  { weight: 1, arbitrary: nastyString },
)
const patientEmail = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('{{email:user}}', '{{email:victim}}') },
  { weight: 3, arbitrary: fc.uuid().map((id) => `fuzz-${id.slice(0, 8)}@example.com`) },
  { weight: 1, arbitrary: email },
)
const amount = fc.oneof(fc.integer({ min: -100, max: 50_000 }), wrongType)
const manageToken = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('{{manage:own}}', '{{manage:victim}}') },
  { weight: 1, arbitrary: nastyString },
)
const weeklyHours = fc.oneof(
  fc.constant([{ weekday: 1, start: '09:00', end: '17:00' }]),
  fc.array(
    fc.record({
      weekday: fc.oneof(fc.integer({ min: -1, max: 8 }), wrongType),
      start: fc.oneof(fc.constantFrom('09:00', '24:00', '9:00', '17:00'), nastyString),
      end: fc.oneof(fc.constantFrom('08:00', '17:00', '23:59'), nastyString),
    }),
    { maxLength: 4 },
  ),
  wrongType,
)
const bookingFields = {
  slot,
  visit: fc.oneof(
    { weight: 6, arbitrary: fc.constant('phone') },
    { weight: 1, arbitrary: visitType },
  ),
  state: fc.oneof({ weight: 6, arbitrary: fc.constant('TX') }, { weight: 1, arbitrary: usState }),
  firstName: personName,
  lastName: personName,
  email: patientEmail,
  phone: phoneNumber,
  idempotencyKey,
}
const shipping = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      line1: fc.oneof(fc.constant('1 Main St'), nastyString),
      city: fc.oneof(fc.constant('Dallas'), nastyString),
      state: fc.oneof(fc.constant('TX'), usState),
      zip: fc.oneof(fc.constant('75201'), fc.constantFrom('7520', '752011', 'abcde')),
    }),
  },
  { weight: 1, arbitrary: wrongType },
)
const orderLines = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.array(
      fc.record({
        productId: fc.oneof(
          { weight: 6, arbitrary: fc.constantFrom('{{id:product}}', '{{id:product-b}}') },
          { weight: 1, arbitrary: fc.oneof(uuid, wrongType) },
        ),
        quantity: fc.oneof(
          { weight: 6, arbitrary: fc.integer({ min: 1, max: 4 }) },
          { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -2, max: 10_000 }), wrongType) },
        ),
      }),
      { minLength: 1, maxLength: 3 },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.array(fc.constant({ productId: '{{id:product}}', quantity: 1 }), {
      minLength: 31,
      maxLength: 40,
    }),
  },
  { weight: 1, arbitrary: wrongType },
)
const intakeAnswers = (program: 'weight-loss' | 'mens-health') =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant<unknown>(exampleIntakeAnswers[program]) },
    {
      weight: 2,
      arbitrary: fc
        .subarray(Object.keys(exampleIntakeAnswers[program]))
        .map((keys) =>
          Object.fromEntries(
            keys.map((key) => [
              key,
              (exampleIntakeAnswers[program] as Record<string, unknown>)[key],
            ]),
          ),
        ),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        'weight-pounds': fc.oneof(fc.integer({ min: -10, max: 2000 }), wrongType),
        'date-of-birth': fc.oneof(day, nastyString),
        conditions: fc.oneof(fc.array(nastyString, { maxLength: 3 }), wrongType),
      }),
    },
    { weight: 1, arbitrary: deepValue },
    { weight: 1, arbitrary: wrongType },
  )
const version = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 6 }) },
  { weight: 1, arbitrary: wrongType },
)

/** Now and then a record switched off; mostly not, or the schedule would offer no time to book. */
const mostlyActive = fc.oneof(
  { weight: 9, arbitrary: fc.constant(true) },
  { weight: 1, arbitrary: fc.constant(false) },
)
const timeZone = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('America/Chicago', 'UTC') },
  { weight: 1, arbitrary: fc.constantFrom('Mars/Base', 'utc', '') },
  { weight: 1, arbitrary: nastyString },
)
const locationFields = {
  name: personName,
  address: fc.oneof(fc.constant('1 Main St, Dallas, TX 75201'), nastyString),
  state: usState,
  timeZone,
}
const clinicianFields = {
  name: personName,
  title: fc.oneof(fc.constant('MD'), nastyString),
  licensedStates: fc.oneof(
    { weight: 4, arbitrary: fc.constant(['TX']) },
    { weight: 1, arbitrary: fc.array(usState, { maxLength: 3 }) },
    { weight: 1, arbitrary: wrongType },
  ),
}
const scheduleFields = {
  clinicianId: fc.oneof(
    { weight: 6, arbitrary: fc.constant('{{id:clinician}}') },
    { weight: 1, arbitrary: fc.oneof(uuid, wrongType) },
  ),
  locationId: fc.oneof(fc.constant(null), fc.constant('{{id:location}}'), uuid),
  timeZone,
  slotMinutes: fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(15, 20, 30) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(0, -20, 1441), wrongType) },
  ),
  bufferMinutes: fc.oneof(fc.constantFrom(0, 5, -1), wrongType),
  hours: weeklyHours,
}

/** The body each care route reads (docs/wire-contract.md), by `METHOD pattern`. */
const BODIES: Record<string, fc.Arbitrary<FuzzBody>> = {
  'POST /booking/v1/appointments': shapedJson(bookingFields),
  'POST /staff/v1/booking/appointments': shapedJson(bookingFields),
  'POST /booking/v1/appointments/:id/confirm': shapedJson({
    token: manageToken,
    confirmToken: nastyString,
  }),
  'POST /booking/v1/appointments/:id/cancel': shapedJson({ token: manageToken }),
  'POST /booking/v1/appointments/:id/reschedule': shapedJson({
    token: manageToken,
    slot,
    idempotencyKey,
  }),
  'POST /staff/v1/booking/appointments/:id/reschedule': shapedJson({ slot, idempotencyKey }),
  'POST /staff/v1/booking/appointments/:id/status': shapedJson({
    status: fc.oneof(fc.constantFrom('fulfilled', 'noshow', 'booked', 'cancelled'), nastyString),
  }),
  'POST /staff/v1/booking/locations': shapedJson(locationFields),
  'PUT /staff/v1/booking/locations/:id': shapedJson({ ...locationFields, active: mostlyActive }),
  'POST /staff/v1/booking/clinicians': shapedJson(clinicianFields),
  'PUT /staff/v1/booking/clinicians/:id': shapedJson({ ...clinicianFields, active: mostlyActive }),
  'POST /staff/v1/booking/schedules': shapedJson(scheduleFields),
  'PUT /staff/v1/booking/schedules/:id': shapedJson({ ...scheduleFields, active: mostlyActive }),
  'POST /staff/v1/booking/exceptions': shapedJson({
    clinicianId: fc.oneof(fc.constant('{{id:clinician}}'), uuid),
    start: instant,
    end: instant,
    reason: nastyString,
  }),
  'POST /orders/v1/orders': shapedJson({
    firstName: personName,
    lastName: personName,
    email: patientEmail,
    phone: phoneNumber,
    shipping,
    lines: orderLines,
    idempotencyKey,
  }),
  'POST /staff/v1/orders/:id/review': shapedJson({
    decision: fc.oneof(fc.constantFrom('approve', 'change', 'decline'), nastyString),
    reason: fc.oneof(fc.constant('Too many units for a first order.'), nastyString),
    lines: fc.oneof(
      fc.array(fc.record({ lineId: fc.oneof(uuid, nastyString), quantity: amount }), {
        maxLength: 2,
      }),
      wrongType,
    ),
  }),
  'POST /staff/v1/orders/:id/transition': shapedJson({
    to: fc.oneof(orderState, fc.constant('awaiting_payment')),
    method: fc.oneof(fc.constantFrom('card_by_phone', 'invoice', 'cash_or_check'), nastyString),
    reference: fc.oneof(fc.constant('INV-1'), nastyString),
    amountCents: amount,
    paidOn: day,
    carrier: fc.oneof(fc.constant('UPS'), nastyString),
    tracking: fc.oneof(fc.constant('1Z999'), nastyString),
    reason: nastyString,
  }),
  'PATCH /staff/v1/catalogue/:productId': shapedJson({
    priceCents: amount,
    stock: fc.oneof(fc.integer({ min: -5, max: 1_000_001 }), wrongType),
    needsReview: fc.oneof(fc.boolean(), wrongType),
    maxPerOrder: fc.oneof(fc.integer({ min: -1, max: 100 }), wrongType),
    active: fc.oneof(fc.boolean(), wrongType),
  }),
  'POST /staff/v1/intakes/:id/review': shapedJson({
    version,
    decision: fc.oneof(
      fc.constantFrom('ready-for-consultation', 'needs-call', 'not-eligible-online'),
      nastyString,
    ),
    note: fc.oneof(fc.constant('Please call us to talk it over.'), nastyString),
  }),
  'POST /staff/v1/queue/contacted': shapedJson({ email: patientEmail }),
  'PATCH /staff/v1/consultations/:id': shapedJson({
    version,
    status: fc.oneof(
      fc.constantFrom('new', 'contacted', 'booked', 'patient', 'closed'),
      nastyString,
    ),
    closedReason: fc.oneof(fc.constantFrom('not_a_fit', 'spam', null), nastyString),
    assignedTo: fc.oneof(fc.constant('{{id:staff}}'), fc.constant(null), uuid),
    followUpOn: fc.oneof(day, fc.constant(null)),
  }),
  'POST /staff/v1/consultations/:id/attempts': shapedJson({
    channel: fc.oneof(fc.constantFrom('phone', 'email', 'text'), nastyString),
    outcome: fc.oneof(fc.constantFrom('reached', 'no_answer', 'left_message'), nastyString),
    note: nastyString,
    version,
  }),
  'POST /staff/v1/consultations/:id/notes': shapedJson({ text: nastyString }),
  'POST /staff/v1/people/search': shapedJson({
    query: fc.oneof(fc.constantFrom('fuzz', '555', 'ex', '(5'), nastyString),
  }),
  'POST /staff/v1/people/export': shapedJson({ email: patientEmail }),
  'POST /staff/v1/people/delete-preview': shapedJson({ email: patientEmail }),
  // Never the harness's own accounts: their sessions are what the other cases stand on.
  'POST /staff/v1/people/delete': shapedJson({
    email: fc.oneof(
      fc.uuid().map((id) => `gone-${id.slice(0, 8)}@example.com`),
      email,
    ),
  }),
  'POST /staff/v1/people/merge': shapedJson({ from: patientEmail, into: patientEmail }),
  'POST /staff/v1/audit/search': shapedJson({
    email: patientEmail,
    actor: fc.oneof(fc.constant('{{id:staff}}'), uuid),
    before: instant,
  }),
  'PUT /patient/v1/profile': shapedJson({
    firstName: personName,
    lastName: personName,
    phone: phoneNumber,
    state: usState,
    preferredContact: fc.oneof(fc.constantFrom('phone', 'text', 'email'), nastyString),
    shippingAddress: fc.oneof(shipping, fc.constant(null)),
  }),
  'PUT /patient/v1/newsletter': shapedJson({ subscribed: fc.oneof(fc.boolean(), wrongType) }),
  'DELETE /patient/v1/account': shapedJson({
    password: fc.oneof(fc.constant('not the password 2026'), nastyString),
  }),
  'PUT /patient/v1/intakes/:program': fc.oneof(
    ...(['weight-loss', 'mens-health'] as const).map((program) =>
      shapedJson({
        answers: intakeAnswers(program),
        step: fc.oneof(fc.constantFrom('about-you', 'body', 'review'), nastyString),
        version,
      }),
    ),
  ),
  'POST /patient/v1/intakes/:program/submit': shapedJson({ version, today: day }),
}

// ---- headers ----------------------------------------------------------------------------

/**
 * Who calls: nobody, the anon key, a patient, another patient, staff, or a forged token —
 * mostly whom the route is for, so most requests get past the door into the use-case.
 */
function callerFor(pattern: string): fc.Arbitrary<string | null> {
  const staffRoute = pattern.startsWith('/staff/v1/')
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<string | null>(null) },
    { weight: 2, arbitrary: fc.constant('{{anon}}') },
    { weight: staffRoute ? 2 : 6, arbitrary: fc.constant('{{user}}') },
    { weight: 2, arbitrary: fc.constant('{{victim}}') },
    { weight: staffRoute ? 12 : 3, arbitrary: fc.constant('{{staff}}') },
    { weight: 2, arbitrary: fc.constantFrom(...FORGED_TOKENS).map((name) => `{{jwt:${name}}}`) },
  )
}

function routeHeaders(pattern: string): fc.Arbitrary<Header[]> {
  const usual = fc
    .tuple(
      callerFor(pattern),
      fc.boolean(),
      ipAddress,
      pattern.startsWith('/booking/v1/appointments/:id') ? manageToken : fc.constant(null),
    )
    .map(([token, withKey, address, bookingToken]) => {
      const headers: Header[] = []
      if (withKey || token !== null) headers.push(['apikey', '{{anon}}'])
      if (token !== null) headers.push(['authorization', `Bearer ${token}`])
      headers.push(['content-type', 'application/json'], ['x-forwarded-for', address])
      if (bookingToken !== null) headers.push(['x-booking-token', bookingToken])
      return headers
    })
  const any = anyHeaders('api')
  // A staff or victim token on PUT /auth/v1/user could change a password the harness signs in
  // with.
  const headers = fc.oneof({ weight: 4, arbitrary: usual }, { weight: 1, arbitrary: any })
  return pattern === '/auth/v1/user'
    ? headers.map((list) =>
        list.map(([key, value]): Header => [
          key,
          value.replaceAll('{{staff}}', '{{user}}').replaceAll('{{victim}}', '{{user}}'),
        ]),
      )
    : headers
}

// ---- endpoints --------------------------------------------------------------------------

const genericBody = bodyFor(shapedJson({ id: uuid, email: patientEmail, x: nastyString }))

/** One endpoint per mounted route, each its own group in the counts (`route:GET /x/:id`). */
export function routeEndpoints(routes: readonly MountedRoute[]): Endpoint[] {
  return routes.map(({ method, path: pattern }) => {
    const known = BODIES[`${method} ${pattern}`]
    const reads = method === 'GET' || method === 'HEAD'
    const body = known
      ? bodyFor(known)
      : reads
        ? fc.oneof(
            { weight: 8, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
            { weight: 1, arbitrary: genericBody },
          )
        : genericBody
    const params = QUERIES[pattern]
    const usual = USUAL_QUERIES[pattern]
    const fuzzed = params
      ? query([...params, oddParam], 5)
      : fc.oneof(
          { weight: 6, arbitrary: fc.constant('') },
          { weight: 1, arbitrary: query([oddParam], 2) },
        )
    const queryString = usual
      ? fc.oneof({ weight: 1, arbitrary: fc.constant(usual) }, { weight: 1, arbitrary: fuzzed })
      : fuzzed
    return {
      group: `route:${method} ${pattern}`,
      methods: [method],
      path: fc.tuple(pathFor(pattern), queryString).map(([path, q]) => `${path}${q}`),
      body,
      headers: routeHeaders(pattern),
      weight: CARE_PREFIXES.some((prefix) => pattern.startsWith(prefix)) ? 3 : 1,
    }
  })
}
