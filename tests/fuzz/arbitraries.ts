import fc from 'fast-check'

import { type LeadTableDescriptor, toLeadRow } from '../../src/shared/lead-tables'
import { leadTableList } from '../../src/shared/leads'

// fast-check arbitraries for fuzzing the real server (README, Reliability and performance): one `FuzzCase` is one HTTP
// request against /auth/v1, /rest/v1, /storage/v1 or the site. A case is plain data, so a
// failing one prints as something a person can replay. Credentials are placeholders
// (`{{staff}}`, `{{jwt:expired-staff}}`, …) the harness fills in at send time, because
// sessions only exist once the server runs and the fuzzer itself may sign them out.

/** The server under fuzz signs with this secret, so the harness can forge tokens. */
export const FUZZ_JWT_SECRET = 'fuzz-jwt-secret-that-is-well-over-thirty-two-characters'

/** Accounts the harness creates. Only `victim` appears in generated bodies. */
export const FUZZ_ACCOUNTS = {
  staff: { email: 'fuzz-staff@example.com', password: 'fuzz staff passphrase 2026' },
  user: { email: 'fuzz-user@example.com', password: 'fuzz user passphrase 2026' },
  victim: { email: 'fuzz-victim@example.com', password: 'fuzz victim passphrase 2026' },
} as const

/** Tokens the harness forges or issues; `{{jwt:<name>}}` in a case stands for one. */
export const FORGED_TOKENS = [
  'alg-none-staff',
  'alg-none-anon',
  'wrong-secret-staff',
  'wrong-secret-anon',
  'expired-staff',
  'expired-user',
  'tampered-staff',
  'unknown-user',
  'sub-not-uuid',
  'no-sub',
  'session-id-not-uuid',
  'session-id-number',
  'session-of-other-user',
  'service-role',
  'hs512-staff',
  'rs256-header',
  'exp-string',
  'aud-object',
  'huge-claims',
  'garbage-segments',
] as const
export type ForgedToken = (typeof FORGED_TOKENS)[number]

/**
 * A request body, described rather than spelled out so a 2 MiB body prints in one line.
 * `repeat` is `head + unit × count + tail` (huge strings); `nested` is arrays or objects
 * `depth` deep, alone or under `key`; `bytes` is hex. In `json`, a string value
 * `{{deep:array:N}}` becomes N nested arrays.
 */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'bytes'; hex: string }
  | { kind: 'repeat'; head: string; unit: string; count: number; tail: string }
  | { kind: 'nested'; key: string | null; shape: 'array' | 'object'; depth: number }

export type FuzzCase = {
  /** Endpoint group, for the per-group counts. */
  group: string
  method: string
  /** The request target exactly as sent (path and query, never normalized). */
  path: string
  /** In order, duplicates allowed (rawHeaders form). */
  headers: [string, string][]
  body: FuzzBody
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked: boolean
}

// ---- building blocks ------------------------------------------------------------------

// The lead tables and their columns come from their descriptors (src/shared/leads.ts).
const LEAD_COLUMNS = [...new Set(leadTableList.flatMap((table) => Object.keys(table.columns)))]
const HEAR_ABOUT_US = ['Google Search', 'Doctor Referral', 'Walk-in', 'Other']
const RESOURCE_IDS = ['weight-loss-guide', 'mens-health-toolkit', 'lifestyle-blueprint']

/** The site's client routes (src/web/config/paths.ts), plus redirects and unknown pages. */
export const PAGE_PATHS = [
  '/',
  '/supplements',
  '/shakes',
  '/peptides',
  '/other-naturals',
  '/shop/some-product',
  '/weight-loss',
  '/weight-loss/',
  '/rm3',
  '/lifestyle',
  '/mens-health',
  '/ed-treatment',
  '/testosterone',
  '/enclomiphene',
  '/hairgrow-rx',
  '/consultation',
  '/free-consultation',
  '/dr-mason',
  '/alexandra-mason',
  '/blog',
  '/blog/glp1-medications-explained',
  '/blog/no-such-article',
  '/articles',
  '/downloads',
  '/direct-med',
  '/directmed',
  '/admin',
  '/auth',
  '/sarah-transformation',
  '/mark-revival',
  '/complete-journey',
  '/services-overview',
  '/success-stories',
  '/privacy',
  '/consumer-health-data-privacy',
  '/no-such-page',
  '/index.html',
]
const GUIDES = [
  'weight-loss-guide',
  'mens-health-toolkit',
  'meal-prep-guide',
  'hormone-optimization',
  'supplement-guide',
  'lifestyle-blueprint',
]
const MEDIA_FILES = [
  'Runner.mp4',
  'Runner-poster.jpg',
  'Runner-poster.webp',
  'lifestyle.mp4',
  'rm3-poster.jpg',
  'weight-loss-poster.webp',
]

/** True one time in `n` (fc.nat is biased towards 0, so it would be far more often). */
export function oneIn(n: number): fc.Arbitrary<boolean> {
  return fc.oneof(
    { weight: n - 1, arbitrary: fc.constant(false) },
    { weight: 1, arbitrary: fc.constant(true) },
  )
}

/** Strings that have broken parsers before: SQL, traversal, escapes, odd Unicode, numbers. */
const NASTY_STRINGS = [
  '',
  ' ',
  '\t',
  '\u0000',
  'null',
  'undefined',
  'true',
  '0',
  '-1',
  '1e309',
  'NaN',
  '__proto__',
  'constructor',
  'toString',
  "' OR '1'='1",
  "'; DROP TABLE consultation_requests; --",
  '") or 1=1 --',
  '%',
  '%%',
  '_',
  '\\',
  '\\"',
  '*',
  '../../../../etc/passwd',
  '..%2f..%2fsite.db',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\u202egnp.exe',
  '\ufeff',
  '\ud800',
  '\udfff',
  'é',
  'Ω≈ç√',
  '😀',
  '👩‍👩‍👧‍👦',
  'a\r\nSet-Cookie: x=1',
  '\u2028\u2029',
  '𝕬𝖇𝖈',
]

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  // Lone surrogates: not valid Unicode, still a JS string.
  {
    weight: 1,
    arbitrary: fc.string({ unit: fc.constantFrom('\ud83d', '\ude00', 'a'), maxLength: 6 }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'é', '%', '😀', ' '), fc.integer({ min: 100, max: 5000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
)

/** An object whose own key is `__proto__`, as JSON.parse makes it (a literal would set the prototype). */
function ownProto(value: unknown): Record<string, unknown> {
  return JSON.parse(`{"__proto__":${JSON.stringify(value)}}`) as Record<string, unknown>
}

/** Any JSON value, up to a small depth: what a "wrong type" field holds. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(1e308),
  fc.constant(-0),
  fc.constantFrom([], {}, [[]], [''], { '': '' }, ownProto({ role: 'staff' })),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  nastyString,
)

/** Valid values, with the edge cases a form or a client may still send. */
export const email = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      FUZZ_ACCOUNTS.victim.email,
      'FUZZ-VICTIM@EXAMPLE.COM',
      'someone@example.com',
      'a@b.co',
      ' padded@example.com ',
      'a+tag@example.com',
      `${'x'.repeat(64)}@${'y'.repeat(60)}.example.com`,
    ),
  },
  { weight: 3, arbitrary: fc.emailAddress() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'not-an-email',
      '@example.com',
      'a@',
      'a@b',
      'üser@exämple.com',
      `${'x'.repeat(250)}@example.com`,
    ),
  },
)
const password = fc.oneof(
  { weight: 2, arbitrary: fc.constant(FUZZ_ACCOUNTS.victim.password) },
  { weight: 4, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'password',
      '12345',
      'a'.repeat(72),
      'a'.repeat(73),
      '😀'.repeat(40),
      'correct horse battery staple',
    ),
  },
)
export const name = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'Ada',
      'Lovelace',
      'Jo',
      'Zoë',
      'Ō’Brien',
      ' Ada ',
      '李小龙',
      'a'.repeat(100),
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', minLength: 2, maxLength: 60 }) },
)
export const phone = fc.oneof(
  fc.constantFrom(
    '555 010 0000',
    '(555) 123-4567',
    '+1 555 123 4567',
    ' 555.010.0000 ',
    '1'.repeat(32),
  ),
  fc.stringMatching(/^\+?[0-9]{10,15}$/),
)
/**
 * Arrays or objects nested up to 10,000 deep as a field's value, written as a marker that
 * `bodyBytes` expands: the case stays printable, and nothing here recurses that deep.
 */
export const deepValue = fc
  .tuple(
    fc.constantFrom('array', 'object'),
    fc.oneof(fc.constantFrom(10_000, 3_000, 101, 100), fc.integer({ min: 1, max: 10_000 })),
  )
  .map(([shape, depth]) => `{{deep:${shape}:${depth}}}`)

function nestedJson(shape: string, depth: number): string {
  return shape === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
}

const userMetadata = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 3 }), { maxKeys: 5 }),
  },
  { weight: 1, arbitrary: deepValue.map((marker) => ({ nested: marker })) },
  fc.constant(ownProto({ polluted: true })),
  fc.constant({ constructor: { prototype: { polluted: true } } }),
)

// ---- bodies ---------------------------------------------------------------------------

type Mutation = { key: string; value?: unknown; remove?: true }

/**
 * A valid object for the endpoint, then none, one or a few mutations: a field removed, set
 * to a wrong type or a nasty string, or an unexpected key added. Most requests get deep
 * into the handler, and a failure points at the one field that caused it.
 */
export function shapedJson(
  fields: Record<string, fc.Arbitrary<unknown>>,
  extraKeys: readonly string[] = [],
): fc.Arbitrary<FuzzBody> {
  const keys = [...Object.keys(fields), ...extraKeys]
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    fc.constantFrom(...keys).map((key): Mutation => ({ key, remove: true })),
    fc.record({
      key: fc.constantFrom(...keys),
      value: fc.oneof(
        { weight: 4, arbitrary: wrongType },
        { weight: 4, arbitrary: nastyString },
        { weight: 1, arbitrary: deepValue },
      ),
    }),
    fc.record({ key: nastyString, value: wrongType }),
  )
  return fc
    .tuple(
      fc.record(fields),
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<Mutation[]>([]) },
        { weight: 3, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
        { weight: 1, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 4 }) },
      ),
    )
    .map(([valid, mutations]): FuzzBody => {
      const value: Record<string, unknown> = { ...valid }
      for (const change of mutations) {
        if (change.remove) delete value[change.key]
        // defineProperty, so a `__proto__` key is an own key, as JSON.parse would make it.
        else
          Object.defineProperty(value, change.key, {
            value: change.value,
            enumerable: true,
            writable: true,
            configurable: true,
          })
      }
      return { kind: 'json', value }
    })
}

const INVALID_UTF8 = [
  'c328', // a 2-byte lead with a bad continuation
  'ff',
  'fe',
  'c0af', // overlong '/'
  'e080af', // overlong
  'eda080', // an encoded surrogate
  'f4908080', // above U+10FFFF
  'f8888080', // a 5-byte form
  'e282', // truncated
  '80', // a lone continuation byte
]

const hexOf = (text: string) => Buffer.from(text, 'utf8').toString('hex')

/** JSON whose string value holds bytes that are not UTF-8. */
const invalidUtf8Body = fc
  .tuple(
    fc.constantFrom('email', 'password', 'first_name', 'refresh_token', 'data', 'x'),
    fc.array(fc.constantFrom(...INVALID_UTF8), { minLength: 1, maxLength: 4 }),
    fc.boolean(),
  )
  .map(([key, bad, quoted]): FuzzBody => {
    const hex = bad.join('')
    return {
      kind: 'bytes',
      hex: quoted
        ? `${hexOf(`{"${key}":"`)}${hex}${hexOf('"}')}`
        : `${hexOf('{')}${hex}${hexOf('}')}`,
    }
  })

const NOT_JSON = [
  '',
  ' ',
  'null',
  'true',
  '1',
  '"text"',
  '[]',
  '[{}]',
  '[{},{}]',
  '{',
  '}',
  '{"a":1}{"b":2}',
  '{"a":1,}',
  "{'a':1}",
  '\ufeff{}',
  'email=a%40b.co&password=secret',
  '<?xml version="1.0"?><a/>',
  '{"__proto__":{"role":"staff"}}',
  '{"a":' + '1'.repeat(400) + '}',
  '{"a":1e999999}',
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '{"email":"a@b.co","email":"c@d.co"}',
]

/** One MiB is the app's body limit; 16 KiB the lead limit. Sizes sit on both sides. */
const MIB = 1024 * 1024
const hugeSize = fc.oneof(
  fc.constantFrom(MIB - 64, MIB, MIB + 1, 2 * MIB, 16 * 1024 - 20, 16 * 1024 + 1),
  fc.integer({ min: 1000, max: 64 * 1024 }),
)
const hugeStringBody = fc
  .tuple(
    fc.constantFrom('email', 'password', 'first_name', 'refresh_token', 'x'),
    fc.constantFrom('a', 'é', '\\u0000', '😀'),
    hugeSize,
  )
  .map(([key, unit, size]): FuzzBody => ({
    kind: 'repeat',
    head: `{"${key}":"`,
    unit,
    count: Math.max(1, Math.floor(size / Buffer.byteLength(unit))),
    tail: '"}',
  }))

/** Arrays or objects nested up to (and just past) 10,000 deep: the whole body, or under one key. */
const deepBody = fc
  .tuple(
    fc.constantFrom('data', 'data', 'first_name', 'email', 'app_metadata', 'x', ''),
    fc.constantFrom('array', 'object'),
    fc.oneof(
      fc.constantFrom(10_000, 10_001, 9_999, 5_000, 100, 101),
      fc.integer({ min: 1, max: 10_000 }),
    ),
  )
  .map(([key, shape, depth]): FuzzBody => ({
    kind: 'nested',
    key: key === '' ? null : key,
    shape,
    depth,
  }))

export function bodyFor(shaped: fc.Arbitrary<FuzzBody>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 16, arbitrary: shaped },
    { weight: 2, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...NOT_JSON).map((text): FuzzBody => ({ kind: 'text', text })),
    },
    { weight: 1, arbitrary: nastyString.map((text): FuzzBody => ({ kind: 'text', text })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value): FuzzBody => ({ kind: 'json', value })) },
    { weight: 1, arbitrary: invalidUtf8Body },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 64 })
        .map((bytes): FuzzBody => ({ kind: 'bytes', hex: Buffer.from(bytes).toString('hex') })),
    },
    { weight: 1, arbitrary: hugeStringBody },
    { weight: 1, arbitrary: deepBody },
  )
}

const signupBody = shapedJson({ email, password, data: userMetadata }, ['phone', 'code_challenge'])
const passwordGrantBody = shapedJson({ email, password }, ['phone'])
const refreshGrantBody = shapedJson({
  refresh_token: fc.oneof(
    { weight: 3, arbitrary: fc.constant('{{userRefresh}}') },
    { weight: 1, arbitrary: fc.stringMatching(/^[a-z0-9]{32}$/) },
  ),
})
const updateUserBody = fc.oneof(
  shapedJson({ data: userMetadata }, ['email', 'password', 'phone', 'app_metadata', 'nonce']),
  shapedJson({ email }, ['data']),
  shapedJson({ password }, ['nonce']),
  shapedJson({ app_metadata: fc.constantFrom(null, { role: 'staff' }, {}) }),
)
const recoverBody = shapedJson({ email })

/** Values for the lead columns the site has; another table's column sends its example value. */
const leadColumnValues: Record<string, fc.Arbitrary<unknown>> = {
  first_name: name,
  last_name: name,
  email,
  phone,
  hear_about_us: fc.constantFrom(...HEAR_ABOUT_US),
  email_opt_in: fc.boolean(),
  sms_opt_in: fc.boolean(),
  resource_id: fc.constantFrom(...RESOURCE_IDS),
}
const spamFields = {
  // The honeypot: empty from a person; a filled one is answered 201 and dropped.
  website: fc.oneof(
    { weight: 9, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('http://spam.example', ' ') },
  ),
  form_elapsed_ms: fc.oneof(
    { weight: 9, arbitrary: fc.integer({ min: 2000, max: 10_000_000 }) },
    { weight: 1, arbitrary: fc.constantFrom(1999, 0, -1, 1e308, 2000.5) },
  ),
}
/** Columns the server sets: a caller must not (id, created_at), or may but is ignored (computed). */
const SERVER_COLUMNS = [
  'id',
  'created_at',
  ...new Set(
    leadTableList.flatMap((table: LeadTableDescriptor) => Object.keys(table.computed ?? {})),
  ),
]
const leadBody = (table: LeadTableDescriptor) => {
  const example = toLeadRow(table, table.example)
  const fields = Object.fromEntries(
    Object.keys(table.fields).map((column) => [
      column,
      leadColumnValues[column] ?? fc.constant(example[column]),
    ]),
  )
  return shapedJson({ ...fields, ...spamFields }, SERVER_COLUMNS)
}

/** A bulk insert (postgrest-js sends arrays), valid-looking rows. */
const leadArrayBody = fc
  .array(
    fc.record({
      first_name: fc.constant('Fuzz'),
      last_name: fc.constant('Array'),
      email: fc.constant('array@example.com'),
      phone: fc.constant('555 010 0000'),
      hear_about_us: fc.constant('Other'),
      website: fc.constant(''),
      form_elapsed_ms: fc.constant(5000),
    }),
    { maxLength: 3 },
  )
  .map((rows): FuzzBody => ({ kind: 'json', value: rows }))

// ---- headers --------------------------------------------------------------------------

export const ipAddress = fc.oneof(fc.ipV4(), fc.ipV6())

export type Header = [string, string]

const randomJwtLike = fc
  .array(fc.base64String({ maxLength: 40 }), { minLength: 1, maxLength: 4 })
  .map((parts) => parts.map((part) => part.replace(/\+/g, '-').replace(/\//g, '_')).join('.'))

export const tokenValue = fc.oneof(
  { weight: 2, arbitrary: fc.constant('{{anon}}') },
  { weight: 2, arbitrary: fc.constant('{{user}}') },
  { weight: 3, arbitrary: fc.constant('{{staff}}') },
  { weight: 3, arbitrary: fc.constantFrom(...FORGED_TOKENS).map((name) => `{{jwt:${name}}}`) },
  { weight: 1, arbitrary: randomJwtLike },
  { weight: 1, arbitrary: nastyString },
)

const authorization = fc.oneof(
  { weight: 10, arbitrary: tokenValue.map((token) => `Bearer ${token}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'Bearer',
      'Bearer ',
      'bearer {{staff}}',
      'BEARER  {{staff}}  ',
      'Bearer {{staff}} extra',
      'Bearer {{staff}}{{staff}}',
      'Basic Zm9vOmJhcg==',
      'Token abc',
      'Bearer a.b.c',
      'Bearer ..',
      `Bearer ${'a'.repeat(20_000)}`,
    ),
  },
  { weight: 1, arbitrary: nastyString },
)

const apikey = fc.oneof(
  { weight: 14, arbitrary: fc.constant('{{anon}}') },
  { weight: 2, arbitrary: tokenValue },
  { weight: 1, arbitrary: fc.constantFrom('', ' {{anon}}', '{{anon}} ', 'Bearer {{anon}}') },
)

const contentType = fc.oneof(
  { weight: 14, arbitrary: fc.constant('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'APPLICATION/JSON',
      'application/json;charset=latin1',
      'application/jsonx',
      'application/json-patch+json',
      'application/vnd.pgrst.object+json',
      'text/plain',
      'text/csv',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=----x',
      'multipart/form-data',
      '',
      ';;;',
      '*/*',
      'application/json, text/plain',
    ),
  },
  { weight: 1, arbitrary: nastyString },
)

/** Header values by name; anything else gets a nasty string. */
const HEADER_VALUES: Record<string, fc.Arbitrary<string>> = {
  'content-type': contentType,
  authorization,
  apikey,
  prefer: fc.oneof(
    fc.constantFrom(
      'return=representation',
      'return=minimal',
      'return=headers-only',
      'count=exact',
      'count=planned',
      'count=estimated',
      'return=representation,count=exact',
      'return=representation, count=exact',
      'resolution=merge-duplicates',
      'tx=rollback',
      'missing=default',
      'return=',
      '=',
      ',,,',
      'count',
    ),
    nastyString,
  ),
  range: fc.oneof(
    fc.constantFrom(
      'bytes=0-0',
      'bytes=0-',
      'bytes=-1',
      'bytes=-0',
      'bytes=5-1',
      'bytes=0-1,2-3',
      'bytes=99999999999999999999-',
      'bytes=0-99999999999999999999',
      'bytes=-99999999999999999999',
      'bytes=1e3-',
      'bytes=',
      'bytes=-',
      'items=0-9',
      '0-9',
      'BYTES=0-10',
    ),
    fc.tuple(fc.nat(2_000_000), fc.nat(2_000_000)).map(([start, end]) => `bytes=${start}-${end}`),
    nastyString,
  ),
  accept: fc.oneof(
    fc.constantFrom(
      'application/json',
      'text/csv',
      'application/vnd.pgrst.object+json',
      'application/vnd.pgrst.object+json, text/csv',
      'application/geo+json',
      '*/*',
      'text/html',
      '',
    ),
    nastyString,
  ),
  origin: fc.oneof(
    fc.constantFrom(
      'https://evil.example',
      'http://localhost:5173',
      'null',
      '',
      'https://renewmedical.example',
      'file://',
    ),
    nastyString,
  ),
  'x-forwarded-for': fc.oneof(
    { weight: 4, arbitrary: ipAddress },
    {
      weight: 1,
      arbitrary: fc.constantFrom('', 'unknown', ',,,', '1.2.3.4, 5.6.7.8', ' , ', '999.999.1.1'),
    },
    { weight: 1, arbitrary: nastyString },
  ),
  'x-forwarded-proto': fc.oneof(
    fc.constantFrom('https', 'http', 'HTTPS', 'ftp', 'https, http'),
    nastyString,
  ),
  'accept-encoding': fc.oneof(
    fc.constantFrom('br', 'gzip', 'gzip;q=0', 'br;q=abc', '*;q=0', '*', 'identity;q=0', 'br, gzip'),
    nastyString,
  ),
  'if-none-match': fc.oneof(fc.constantFrom('*', '"abc"', 'W/"abc"', '"', ',,'), nastyString),
  'if-modified-since': fc.oneof(
    fc.constantFrom('Thu, 01 Jan 2099 00:00:00 GMT', 'Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday'),
    nastyString,
  ),
  'if-range': fc.oneof(
    fc.constantFrom('"abc"', 'W/"abc"', 'Thu, 01 Jan 1970 00:00:00 GMT'),
    nastyString,
  ),
  cookie: fc.oneof(
    fc.constantFrom(
      'rm_staff=garbage',
      'rm_staff={{staff}}',
      'rm_staff=00000000-0000-0000-0000-000000000000.sig',
      'rm_staff=%E0%A4%A',
      '=;;=;',
      'a=1; a=2',
    ),
    nastyString,
  ),
  'x-jwt-aud': fc.oneof(fc.constantFrom('authenticated', 'anon', ''), nastyString),
  host: fc.oneof(
    fc.constantFrom(
      'evil.example',
      'localhost:99999',
      '[::1',
      '127.0.0.1:0',
      'a..b',
      'xn--',
      'xn--a.example',
      '1.2.3.256',
      '4294967296:8080',
      'EXAMPLE.COM',
    ),
    nastyString,
  ),
  expect: fc.constantFrom('100-continue', 'nonsense'),
}

const oddHeaderName = fc.oneof(
  fc.constantFrom(
    'x-client-info',
    'x-upsert',
    'accept-profile',
    'content-profile',
    'x-a',
    'X-Unknown',
  ),
  fc.stringMatching(/^[a-z][a-z0-9-]{0,30}$/),
)

/** Host and Expect change how the whole request is read: rarer than the rest. */
const RARE_HEADERS = new Set(['host', 'expect'])
const header: fc.Arbitrary<Header> = fc.oneof(
  ...Object.entries(HEADER_VALUES).map(([name, values]) => ({
    weight: RARE_HEADERS.has(name) ? 1 : 3,
    arbitrary: values.map((value): Header => [name, value]),
  })),
  { weight: 4, arbitrary: fc.tuple(oddHeaderName, nastyString) },
)

/** Headers a well-behaved client sends besides the credentials. */
const BENIGN_HEADERS: fc.Arbitrary<Header> = fc.oneof(
  fc
    .constantFrom('return=representation', 'return=minimal', 'count=exact')
    .map((v): Header => ['prefer', v]),
  fc
    .constantFrom('application/json', 'text/csv', 'application/vnd.pgrst.object+json', '*/*')
    .map((v): Header => ['accept', v]),
  fc.constantFrom('bytes=0-99', 'bytes=100-', 'bytes=-10').map((v): Header => ['range', v]),
  fc.constantFrom('br', 'gzip, deflate, br', 'identity').map((v): Header => ['accept-encoding', v]),
  fc
    .constantFrom('http://localhost:5173', 'https://renewmedical.example')
    .map((v): Header => ['origin', v]),
  fc.constantFrom('supabase-js-web/2.109.0').map((v): Header => ['x-client-info', v]),
)

/**
 * Two cases in three send what a real client of the endpoint sends (the credentials of
 * some role, a JSON content type, a client address), so the body and query are what gets
 * fuzzed; the third sends anything.
 */
function headersFor(kind: 'api' | 'site'): fc.Arbitrary<Header[]> {
  const wellFormed = fc
    .tuple(
      fc.option(fc.constantFrom('{{anon}}', '{{user}}', '{{staff}}', '{{staff}}'), { freq: 4 }),
      fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      ipAddress,
      fc.array(BENIGN_HEADERS, { maxLength: 2 }),
    )
    .map(([token, type, address, extra]) => {
      const headers: Header[] = []
      if (kind === 'api') {
        headers.push(['apikey', '{{anon}}'])
        if (token !== null) headers.push(['authorization', `Bearer ${token}`])
        headers.push(['content-type', type])
      }
      headers.push(['x-forwarded-for', address], ...extra)
      return headers
    })
  return fc.oneof({ weight: 2, arbitrary: wellFormed }, { weight: 1, arbitrary: anyHeaders(kind) })
}

/**
 * The headers an endpoint's clients send, each maybe wrong, left out or doubled; mostly a
 * spread of client addresses, so the per-IP rate limits do not answer everything; extras.
 */
export function anyHeaders(kind: 'api' | 'site'): fc.Arbitrary<Header[]> {
  const usual =
    kind === 'api'
      ? fc.record(
          {
            apikey: fc.option(apikey, { freq: 20 }),
            authorization: fc.option(authorization, { freq: 3 }),
            contentType: fc.option(contentType, { freq: 12 }),
          },
          { requiredKeys: ['apikey', 'authorization', 'contentType'] },
        )
      : fc.constant({ apikey: null, authorization: null, contentType: null })
  return fc
    .tuple(
      usual,
      fc.option(HEADER_VALUES['x-forwarded-for']!, { freq: 8 }),
      fc.array(header, { maxLength: 3 }),
      oneIn(12),
    )
    .map(([{ apikey: key, authorization: auth, contentType: type }, forwardedFor, extra, dup]) => {
      const headers: Header[] = []
      if (key !== null) headers.push(['apikey', key])
      if (auth !== null) headers.push(['authorization', auth])
      if (type !== null) headers.push(['content-type', type])
      if (forwardedFor !== null) headers.push(['x-forwarded-for', forwardedFor])
      headers.push(...extra)
      // Now and then repeat one header with its own value.
      if (dup && headers.length > 0) headers.push([headers.at(-1)![0], headers[0]![1]])
      return headers
    })
}

// ---- paths and query strings -------------------------------------------------------------

/** A query value: percent-encoded as a client would, or raw (broken escapes included). */
export const queryValue = (values: fc.Arbitrary<string>) =>
  fc
    .tuple(values, fc.constantFrom('raw', 'plus', 'encoded', 'encoded', 'encoded', 'encoded'))
    .map(([value, mode]) => {
      if (mode === 'raw') return value
      if (mode === 'plus') return value.replace(/ /g, '+')
      return encode(value)
    })

/** Percent-encoded; a lone surrogate cannot be, so that string is sent raw. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return value
  }
}

export const query = (params: fc.Arbitrary<[string, string]>[], maxLength = 4) =>
  fc
    .array(fc.oneof(...params), { maxLength })
    .map((pairs) =>
      pairs.length === 0
        ? ''
        : `?${pairs.map(([k, v]) => (v === '\0' ? k : `${k}=${v}`)).join('&')}`,
    )

export const param = (name: string | fc.Arbitrary<string>, values: fc.Arbitrary<string>) =>
  fc.tuple(typeof name === 'string' ? fc.constant(name) : name, queryValue(values))

const redirectTo = param(
  'redirect_to',
  fc.oneof(
    fc.constantFrom(
      'http://127.0.0.1/welcome',
      'https://evil.example/',
      'javascript:alert(1)',
      '//evil.example',
      '/relative',
      'http://[::1',
    ),
    nastyString,
  ),
)

// PostgREST's query language (rest-query.ts), valid and abused.
const OPERATORS = ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in']
const FILTER_VALUES = [
  '',
  'null',
  'NULL',
  'true',
  'false',
  'x',
  'a*',
  '*@example.com',
  '%',
  '%25',
  '_',
  '"quoted,comma"',
  '"unbalanced',
  '(a,b)',
  '("a","b")',
  '()',
  '(',
  '2024-01-01',
  '2024-01-01T00:00:00Z',
  '2024-13-45',
  '0000-00-00',
  '9999-12-31T23:59:59.999Z',
  '275760-09-13',
  "1' or '1'='1",
  '1); drop table consultation_requests; --',
  'x'.repeat(500),
  'x'.repeat(501),
]
const filterValue = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FILTER_VALUES) },
  { weight: 2, arbitrary: nastyString },
  {
    weight: 1,
    // Long `in` lists, quoted items, nested parentheses.
    arbitrary: fc
      .tuple(
        fc.array(fc.constantFrom('a', '"b,c"', '(d)', 'null', '', 'e\\"f'), { maxLength: 600 }),
        fc.boolean(),
      )
      .map(([items, closed]) => `(${items.join(',')}${closed ? ')' : ''}`),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
)
const operator = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...OPERATORS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('cs', 'cd', 'fts', 'match', 'isdistinct', 'EQ', 'eq ', '', 'not'),
  },
)
const filterExpression = fc
  .tuple(oneIn(5), operator, filterValue)
  .map(([negate, op, value]) => `${negate ? 'not.' : ''}${op}.${value}`)
const column = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...LEAD_COLUMNS) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'nope',
      '',
      'ID',
      'email;',
      'email->>x',
      '"email"',
      'or',
      'and',
      'not',
      'select',
      'rowid',
      'sqlite_master',
    ),
  },
  { weight: 1, arbitrary: nastyString },
)
const orGroup = fc
  .tuple(
    fc.array(
      fc.oneof(
        { weight: 5, arbitrary: fc.tuple(column, filterExpression).map(([c, f]) => `${c}.${f}`) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(
            'or(email.eq.a,email.eq.b)',
            'and(id.eq.1)',
            'not.or(a.eq.1)',
            '',
            '(',
            ')',
          ),
        },
      ),
      { maxLength: 25 },
    ),
    fc.constantFrom('()', '((', '))', '(]', ''),
  )
  .map(([items, [open, close]]) => `${open}${items.join(',')}${close}`)

const restParam = fc.oneof(
  {
    weight: 2,
    arbitrary: param(
      'select',
      fc.oneof(
        fc.constantFrom(
          '*',
          'id,email',
          'id, email',
          '',
          'nope',
          'id,id',
          'count()',
          'email:first_name',
          '*,foo(*)',
          'email->>x',
          'ID',
        ),
        fc.array(column).map((c) => c.join(',')),
        nastyString,
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: param(
      'order',
      fc.oneof(
        fc.constantFrom(
          'created_at.desc',
          'created_at.desc.nullslast',
          'id.asc,email.desc',
          'email.',
          '.',
          '',
          'x.y.z',
          'email.asc.nullsfirst.desc',
        ),
        fc
          .tuple(column, fc.constantFrom('', '.asc', '.desc', '.nullsfirst', '.up'))
          .map(([c, m]) => c + m),
        nastyString,
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: param(
      fc.constantFrom('limit', 'offset'),
      fc.oneof(
        fc.constantFrom(
          '0',
          '1',
          '10',
          '999999999',
          '1000000000',
          '-1',
          '1e3',
          '',
          'abc',
          '00000000001',
          ' 1',
          '9007199254740993',
        ),
        fc.nat().map(String),
        nastyString,
      ),
    ),
  },
  {
    weight: 5,
    arbitrary: fc.tuple(
      column,
      queryValue(
        fc.oneof({ weight: 5, arbitrary: filterExpression }, { weight: 1, arbitrary: nastyString }),
      ),
    ),
  },
  {
    weight: 2,
    arbitrary: param(
      fc.constantFrom('or', 'and', 'not.or'),
      fc.oneof({ weight: 4, arbitrary: orGroup }, { weight: 1, arbitrary: nastyString }),
    ),
  },
  {
    weight: 1,
    arbitrary: param(
      fc.constantFrom('columns', 'on_conflict'),
      fc.oneof(
        fc.constantFrom('first_name,email', '"first_name"', 'bogus', 'website,form_elapsed_ms', ''),
        nastyString,
      ),
    ),
  },
  // A bare key, no `=`.
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom('select', 'email', 'or', '&', '='), fc.constant('\0')),
  },
)

/** Raw path segments that have fooled path handling elsewhere. */
const SEGMENTS = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E',
  '.%2e',
  '%252e%252e',
  '%2f',
  '%5c',
  '..%5c..',
  '%00',
  'a%00.jpg',
  '%',
  '%zz',
  '%E0%A4%A',
  '%ff',
  '%c0%ae%c0%ae',
  'é',
  '😀',
  '~',
  ';',
  'a;b=c',
  'config.json',
  'index.html',
  'site.db',
  'jwt-secret',
  'etc',
  'passwd',
  'storage',
  'hero-videos',
  'Runner.mp4',
  'a'.repeat(256),
  'a'.repeat(4000),
]
const segment = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SEGMENTS) },
  { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z0-9._~-]{1,12}$/) },
  { weight: 1, arbitrary: nastyString.map((text) => text.replace(/[/?#]/g, '')) },
)
const SEPARATORS = ['/', '/', '/', '//', '\\', '/./', '/../', '%2f']
const randomPath = fc
  .tuple(
    fc.constantFrom(
      '',
      '',
      '/auth/v1',
      '/rest/v1',
      '/storage/v1',
      '/storage/v1/object/public',
      '/storage/v1/object/public/hero-videos',
      '/storage/v1/object',
      '/assets',
      '/guides',
      '/media',
    ),
    fc.array(fc.tuple(fc.constantFrom(...SEPARATORS), segment), { minLength: 1, maxLength: 6 }),
    fc.option(fc.constantFrom('?', '?a=%', '?download', '#frag', '?x=..%2f'), { freq: 4 }),
  )
  .map(
    ([prefix, parts, tail]) =>
      `${prefix}${parts.map(([sep, seg]) => sep + seg).join('')}${tail ?? ''}`,
  )

/** Request targets that are not a path at all. */
const oddTarget = fc.constantFrom(
  '*',
  'http://example.com/config.json',
  'http://127.0.0.1/auth/v1/health',
  'https://[::1]/',
  '//evil.example/config.json',
  'config.json',
  '/?',
  '/#',
  `/${'a'.repeat(20_000)}`,
)

// ---- endpoints --------------------------------------------------------------------------

export type Endpoint = {
  group: string
  /** The route's methods; other methods are tried now and then. */
  methods: string[]
  path: fc.Arbitrary<string>
  body: fc.Arbitrary<FuzzBody>
  headers: fc.Arbitrary<Header[]>
  weight: number
}

const OTHER_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'FOO',
  'get',
]

const noBody = fc.constant<FuzzBody>({ kind: 'none' })
const anyBody = bodyFor(shapedJson({ x: nastyString }))
const api = headersFor('api')
/** A staff token on PUT /user could change the staff password the harness signs in with. */
const apiWithoutStaff = api.map((headers) =>
  headers.map(([name, value]): Header => [name, value.replaceAll('{{staff}}', '{{user}}')]),
)
const site = headersFor('site')
const siteOrApi = fc.oneof(site, api)

/** /token with mostly the given grant type (each grant gets its own body). */
function tokenPath(grant: string): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 8, arbitrary: fc.constant(grant) },
        { weight: 1, arbitrary: fc.constantFrom('pkce', 'id_token', '', 'PASSWORD', `${grant} `) },
        { weight: 1, arbitrary: nastyString },
      ),
      query([param(fc.constantFrom('grant_type', 'redirect_to', 'x'), nastyString)], 1),
    )
    .map(([type, extra]) => `/auth/v1/token?grant_type=${encode(type)}${extra.replace('?', '&')}`)
}

function authEndpoints(): Endpoint[] {
  const at = (path: string, q: fc.Arbitrary<string> = fc.constant('')) =>
    q.map((s) => `/auth/v1${path}${s}`)
  return [
    {
      group: 'auth:signup',
      methods: ['POST'],
      path: at('/signup', query([redirectTo], 1)),
      body: bodyFor(signupBody),
      headers: api,
      weight: 6,
    },
    {
      group: 'auth:token',
      methods: ['POST'],
      path: tokenPath('password'),
      body: bodyFor(passwordGrantBody),
      headers: api,
      weight: 5,
    },
    {
      group: 'auth:token',
      methods: ['POST'],
      path: tokenPath('refresh_token'),
      body: bodyFor(refreshGrantBody),
      headers: api,
      weight: 3,
    },
    {
      group: 'auth:logout',
      methods: ['POST'],
      path: at(
        '/logout',
        query(
          [
            param(
              'scope',
              fc.oneof(fc.constantFrom('global', 'local', 'others', 'GLOBAL', ''), nastyString),
            ),
          ],
          2,
        ),
      ),
      body: anyBody,
      headers: api,
      weight: 2,
    },
    {
      group: 'auth:user',
      methods: ['GET', 'PUT'],
      path: at('/user', query([redirectTo], 1)),
      body: bodyFor(updateUserBody),
      headers: apiWithoutStaff,
      weight: 6,
    },
    {
      group: 'auth:recover',
      methods: ['POST'],
      path: at('/recover', query([redirectTo], 1)),
      body: bodyFor(recoverBody),
      headers: api,
      weight: 3,
    },
    {
      group: 'auth:verify',
      methods: ['GET'],
      path: fc
        .tuple(
          fc.option(
            fc.oneof(
              // The harness reads the newest e-mailed link: its real token and type.
              { weight: 2, arbitrary: fc.constant<[string, string]>(['type', '{{linkType}}']) },
              {
                weight: 3,
                arbitrary: param(
                  'type',
                  fc.oneof(
                    fc.constantFrom(
                      'signup',
                      'recovery',
                      'email_change',
                      'invite',
                      'magiclink',
                      '',
                    ),
                    nastyString,
                  ),
                ),
              },
            ),
            { freq: 8 },
          ),
          fc.option(
            fc.oneof(
              { weight: 2, arbitrary: fc.constant<[string, string]>(['token', '{{linkToken}}']) },
              {
                weight: 3,
                arbitrary: param(
                  'token',
                  fc.oneof(fc.base64String({ maxLength: 44 }), nastyString),
                ),
              },
            ),
            { freq: 8 },
          ),
          fc.option(redirectTo, { freq: 2 }),
          query([param(fc.constantFrom('type', 'token', 'x'), nastyString)], 2),
        )
        .map(([type, token, redirect, extra]) => {
          const pairs = [type, token, redirect]
            .filter((pair) => pair !== null)
            .map(([k, v]) => `${k}=${v}`)
          const rest = extra.replace(/^\?/, '')
          const all = [...pairs, ...(rest ? [rest] : [])]
          return `/auth/v1/verify${all.length ? `?${all.join('&')}` : ''}`
        }),
      body: noBody,
      headers: siteOrApi,
      weight: 3,
    },
    {
      group: 'auth:info',
      methods: ['GET'],
      path: fc.constantFrom(
        '/auth/v1/health',
        '/auth/v1/settings',
        '/auth/v1/.well-known/jwks.json',
        '/auth/v1/health/',
        '/auth/v1/HEALTH',
      ),
      body: noBody,
      headers: api,
      weight: 2,
    },
    {
      group: 'auth:other',
      methods: ['GET', 'POST', 'OPTIONS'],
      path: fc.oneof(
        fc.constantFrom(
          '/auth/v1',
          '/auth/v1/',
          '/auth/v1/otp',
          '/auth/v1/magiclink',
          '/auth/v1/admin/users',
          '/auth/v1/factors',
          '/auth/v1/authorize?provider=github',
          '/auth/v1/callback',
          '/auth/v1/resend',
          '/auth/v1/invite',
        ),
        segment.map((s) => `/auth/v1/${s}`),
      ),
      body: anyBody,
      headers: api,
      weight: 2,
    },
  ]
}

/** Query parameters the staff dashboard could send for `table`: they should mostly succeed. */
function validRestParam(table: LeadTableDescriptor): fc.Arbitrary<[string, string]> {
  const columns = Object.keys(table.columns)
  const filter = fc
    .constantFrom(...columns)
    .chain((name) =>
      fc
        .constantFrom(
          ...(table.columns[name] === 'boolean'
            ? ['eq.true', 'eq.false', 'is.true', 'not.is.null', 'neq.false']
            : table.columns[name] === 'timestamp'
              ? ['gte.2024-01-01', 'lt.2100-01-01T00:00:00Z', 'not.is.null', 'gt.1970-01-01']
              : [
                  'eq.x',
                  'neq.x',
                  'like.*@example.com',
                  'ilike.*ADA*',
                  'in.(a,"b,c")',
                  'is.null',
                  'gte.a',
                ]),
        )
        .map((value): [string, string] => [name, encode(value)]),
    )
  return fc.oneof(
    param(
      'select',
      fc.subarray(columns, { minLength: 1 }).map((names) => names.join(',')),
    ),
    param(
      'order',
      fc
        .tuple(fc.constantFrom(...columns), fc.constantFrom('', '.asc', '.desc', '.desc.nullslast'))
        .map(([name, modifier]) => name + modifier),
    ),
    param('limit', fc.nat(50).map(String)),
    param('offset', fc.nat(3).map(String)),
    filter,
    param(
      'or',
      fc
        .array(filter, { minLength: 1, maxLength: 3 })
        .map(
          (filters) =>
            `(${filters.map(([name, value]) => `${name}.${decodeURIComponent(value)}`).join(',')})`,
        ),
    ),
  )
}

function restEndpoints(): Endpoint[] {
  const tables = leadTableList.map((table): Endpoint => ({
    group: `rest:${table.name}`,
    methods: ['GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PATCH', 'DELETE', 'OPTIONS'],
    path: query(
      [
        fc.oneof(
          { weight: 3, arbitrary: validRestParam(table) },
          { weight: 1, arbitrary: restParam },
        ),
      ],
      5,
    ).map((q) => `/rest/v1/${table.name}${q}`),
    body: fc.oneof(
      { weight: 6, arbitrary: bodyFor(leadBody(table)) },
      { weight: 1, arbitrary: leadArrayBody },
    ),
    headers: api,
    weight: 8,
  }))
  return [
    ...tables,
    {
      group: 'rest:unknown',
      methods: ['GET', 'POST', 'DELETE'],
      path: fc
        .tuple(
          fc.oneof(
            fc.constantFrom(
              '',
              '/',
              '/users',
              '/audit_log',
              '/sqlite_master',
              '/rate_limits',
              '/Consultation_Requests',
              '/consultation_requests/1',
              '/rpc/anything',
              '/consultation_requests;drop',
            ),
            segment.map((s) => `/${s}`),
          ),
          query([restParam], 3),
        )
        .map(([rest, q]) => `/rest/v1${rest}${q}`),
      body: anyBody,
      headers: api,
      weight: 3,
    },
  ]
}

function storageEndpoints(): Endpoint[] {
  const bucket = fc.oneof(
    { weight: 5, arbitrary: fc.constant('hero-videos') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'HERO-VIDEOS',
        'nope',
        'public',
        '..',
        '.',
        '%2e%2e',
        '',
        'hero-videos%00',
        'hero-videos%2f..',
        '%00',
      ),
    },
    { weight: 1, arbitrary: segment },
  )
  const key = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...MEDIA_FILES) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(
        '../../jwt-secret',
        '../../site.db',
        '..%2f..%2fsite.db',
        '%2e%2e/%2e%2e/site.db',
        '%2e%2e%2f%2e%2e%2fsite.db',
        '..\\..\\site.db',
        '..%5c..%5csite.db',
        'Runner.mp4%00.jpg',
        'Runner.mp4/',
        'Runner.mp4/.',
        './Runner.mp4',
        'a//Runner.mp4',
        '/Runner.mp4',
        '%2fetc%2fpasswd',
        '....//....//site.db',
        '%252e%252e/site.db',
        '%c0%ae%c0%ae/site.db',
        'runner.MP4',
        'a'.repeat(300),
        `${'a/'.repeat(200)}x`,
        '',
      ),
    },
    {
      weight: 1,
      arbitrary: fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => s.join('/')),
    },
  )
  const download = query(
    [param('download', fc.oneof(fc.constantFrom('', 'file.mp4', 'a"b.mp4', '../x'), nastyString))],
    1,
  )
  const objectPath = (prefix: string) =>
    fc.tuple(bucket, key, download).map(([b, k, q]) => `/storage/v1/object/${prefix}${b}/${k}${q}`)
  const storageHeaders = fc.oneof(siteOrApi, api)
  return [
    {
      group: 'storage:public',
      methods: ['GET', 'GET', 'HEAD'],
      path: objectPath('public/'),
      body: noBody,
      headers: storageHeaders,
      weight: 6,
    },
    {
      group: 'storage:object',
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
      path: objectPath(''),
      body: anyBody,
      headers: storageHeaders,
      weight: 3,
    },
    {
      group: 'storage:other',
      methods: ['GET', 'POST', 'DELETE'],
      path: fc.oneof(
        fc.constantFrom(
          '/storage/v1',
          '/storage/v1/',
          '/storage/v1/bucket',
          '/storage/v1/bucket/hero-videos',
          '/storage/v1/object/list/hero-videos',
          '/storage/v1/object/sign/hero-videos/Runner.mp4',
          '/storage/v1/render/image/public/hero-videos/Runner-poster.jpg',
          '/storage/v1/object/public',
          '/storage/v1/object/public/',
          '/storage/v1/object/public/hero-videos',
        ),
        segment.map((s) => `/storage/v1/${s}`),
      ),
      body: anyBody,
      headers: api,
      weight: 2,
    },
  ]
}

function siteEndpoints(staticFiles: readonly string[]): Endpoint[] {
  const files = staticFiles.length > 0 ? staticFiles : ['/index.html']
  const assets = files.filter((file) => file.startsWith('/assets/'))
  const siteQuery = query([param(fc.constantFrom('utm_source', 'q', 'x', '_rsc'), nastyString)], 2)
  return [
    {
      group: 'site:page',
      methods: ['GET', 'GET', 'HEAD'],
      path: fc.tuple(fc.constantFrom(...PAGE_PATHS), siteQuery).map(([p, q]) => p + q),
      body: noBody,
      headers: site,
      weight: 5,
    },
    {
      group: 'site:config',
      methods: ['GET', 'HEAD', 'POST'],
      path: fc.constantFrom('/config.json', '/config.json?x=1', '/CONFIG.JSON', '/config.json/'),
      body: noBody,
      headers: site,
      weight: 2,
    },
    {
      group: 'site:robots',
      methods: ['GET', 'HEAD'],
      path: fc.constantFrom('/robots.txt', '/sitemap.xml', '/robots.txt?x', '/sitemap.xml/'),
      body: noBody,
      headers: site,
      weight: 2,
    },
    {
      group: 'site:asset',
      methods: ['GET', 'HEAD'],
      path: fc.oneof(
        fc.constantFrom(...files),
        fc
          .constantFrom(...(assets.length > 0 ? assets : files))
          .map((file) => file.replace(/\.(\w+)$/, '-missing.$1')),
        fc.constantFrom(
          '/assets/',
          '/assets',
          '/favicon.ico',
          '/favicon.svg',
          '/apple-touch-icon.png',
          '/assets/..%2f..%2fpackage.json',
          '/assets/%2e%2e/%2e%2e/package.json',
          '/.vite/manifest.json',
          '/index.html.br',
          '/index.html.gz',
          '/.env',
          '/package.json',
          '/../package.json',
        ),
      ),
      body: noBody,
      headers: site,
      weight: 4,
    },
    {
      group: 'site:guide',
      methods: ['GET', 'HEAD'],
      path: fc.oneof(
        fc.constantFrom(...GUIDES).map((guide) => `/guides/${guide}.pdf`),
        fc.constantFrom(
          '/guides/',
          '/guides/none.pdf',
          '/guides/../index.html',
          '/guides/%2e%2e/index.html',
          '/guides/WEIGHT-LOSS-GUIDE.PDF',
        ),
      ),
      body: noBody,
      headers: site,
      weight: 2,
    },
    {
      group: 'site:media',
      methods: ['GET', 'HEAD'],
      path: fc.oneof(
        fc
          .constantFrom(...MEDIA_FILES)
          .map((file) => `/storage/v1/object/public/hero-videos/${file}`),
        fc.constantFrom(...MEDIA_FILES).map((file) => `/media/hero-videos/${file}`),
      ),
      body: noBody,
      headers: site,
      weight: 2,
    },
    {
      group: 'random:path',
      methods: ['GET', 'GET', 'HEAD', 'POST'],
      path: fc.oneof({ weight: 8, arbitrary: randomPath }, { weight: 1, arbitrary: oddTarget }),
      body: anyBody,
      headers: siteOrApi,
      weight: 8,
    },
  ]
}

function allEndpoints(staticFiles: readonly string[], extra: readonly Endpoint[]): Endpoint[] {
  return [
    ...authEndpoints(),
    ...restEndpoints(),
    ...storageEndpoints(),
    ...siteEndpoints(staticFiles),
    ...extra,
  ]
}

/**
 * One request against any endpoint. `staticFiles` are the built client's URL paths
 * (`/assets/index-abc.js`, …), so real assets are requested too. `extra` are more endpoints:
 * the mounted routes (route-arbitraries.ts).
 */
export function fuzzCaseArbitrary(
  staticFiles: readonly string[] = [],
  extra: readonly Endpoint[] = [],
): fc.Arbitrary<FuzzCase> {
  const cases = allEndpoints(staticFiles, extra).map((endpoint) => ({
    weight: endpoint.weight,
    arbitrary: fc
      .record({
        method: fc.oneof(
          { weight: 9, arbitrary: fc.constantFrom(...endpoint.methods) },
          { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
        ),
        path: endpoint.path,
        headers: endpoint.headers,
        body: endpoint.body,
        chunked: oneIn(10),
      })
      .map((parts): FuzzCase => ({ group: endpoint.group, ...parts })),
  }))
  return fc.oneof(...cases)
}

/** The bytes of a body, or undefined for none. */
export function bodyBytes(
  body: FuzzBody,
  fill: (text: string) => string = (text) => text,
): Buffer | undefined {
  switch (body.kind) {
    case 'none':
      return undefined
    case 'json': {
      const text = (JSON.stringify(body.value) ?? 'null').replace(
        /"\{\{deep:(array|object):(\d+)\}\}"/g,
        (_, shape: string, depth: string) => nestedJson(shape, Number(depth)),
      )
      return Buffer.from(fill(text))
    }
    case 'text':
      return Buffer.from(fill(body.text))
    case 'bytes':
      return Buffer.from(body.hex, 'hex')
    case 'repeat':
      return Buffer.from(body.head + body.unit.repeat(body.count) + body.tail)
    case 'nested': {
      const inner = nestedJson(body.shape, body.depth)
      return Buffer.from(body.key === null ? inner : `{"${body.key}":${inner}}`)
    }
  }
}
