import { createClient } from '@supabase/supabase-js'

import {
  answerSignIn,
  API,
  authError,
  createFakeApi,
  inserted,
  servePublicObjects,
} from './fake-api'
import { deferred, makeSession, makeUser } from './fake-supabase'

// The fake itself: what the ported tests rely on it for.

test('answers by method and path, queued answers once each and in order, then the standing one', async () => {
  const api = createFakeApi()
  api.reply('GET', '/orders/v1/catalogue', { body: { products: [] } }, { status: 503 })
  api.always('GET', '/orders/v1/catalogue', { status: 500 })

  const statuses = []
  for (let i = 0; i < 3; i += 1) {
    statuses.push((await api.fetch(`${API}/orders/v1/catalogue`)).status)
  }
  expect(statuses).toEqual([200, 503, 500])
  expect(await (await api.fetch(`${API}/orders/v1/catalogue`)).text()).toBe('')
})

test('a request no route answers is a 404 naming it, and is listed', async () => {
  const api = createFakeApi()
  const response = await api.fetch(`${API}/staff/v1/queue`, { method: 'POST' })
  expect(response.status).toBe(404)
  expect(await response.json()).toEqual({
    code: 'fake_api_no_route',
    message: 'fake-api: no route for POST /staff/v1/queue',
  })
  expect(api.unrouted().map(({ method, path }) => [method, path])).toEqual([
    ['POST', '/staff/v1/queue'],
  ])
})

test('records the method, URL, headers and parsed body of every request', async () => {
  const api = createFakeApi()
  api.reply('POST', '/booking/v1/appointments', { status: 201, body: { ok: true } })
  await api.fetch(`${API}/booking/v1/appointments`, {
    method: 'POST',
    headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
    body: JSON.stringify({ slot: 's-1' }),
  })
  expect(api.requests).toEqual([
    {
      method: 'POST',
      url: `${API}/booking/v1/appointments`,
      path: '/booking/v1/appointments',
      headers: { authorization: 'Bearer t', 'content-type': 'application/json' },
      body: { slot: 's-1' },
    },
  ])
  expect(api.writes()).toEqual([
    { method: 'POST', url: `${API}/booking/v1/appointments`, body: { slot: 's-1' } },
  ])
})

test('a network failure rejects as fetch does; a held answer waits for the test', async () => {
  const api = createFakeApi()
  const held = deferred<void>()
  api.reply(
    'GET',
    '/patient/v1/care',
    { network: true },
    { body: { linked: true }, delay: held.promise },
  )

  await expect(api.fetch(`${API}/patient/v1/care`)).rejects.toThrow(TypeError)
  let settled = false
  const pending = api.fetch(`${API}/patient/v1/care`).then((response) => {
    settled = true
    return response.json()
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(settled).toBe(false)
  held.resolve()
  expect(await pending).toEqual({ linked: true })
})

test('installed, it is the global fetch; restored, the previous one is back', async () => {
  const before = globalThis.fetch
  const api = createFakeApi().install()
  try {
    expect(globalThis.fetch).toBe(api.fetch)
    api.reply('GET', '/config.json', { body: { siteAccess: 'public' } })
    expect(await (await fetch('/config.json')).json()).toEqual({ siteAccess: 'public' })
  } finally {
    api.restore()
  }
  expect(globalThis.fetch).toBe(before)
})

test('supabase-js signs in over it: GoTrue’s password grant, answered with a session', async () => {
  const api = createFakeApi()
  const session = makeSession(makeUser({ email: 'grace@example.com' }))
  answerSignIn(api, session)
  const supabase = createClient(API, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: api.fetch },
  })

  const { data, error } = await supabase.auth.signInWithPassword({
    email: 'grace@example.com',
    password: 'correct horse',
  })
  expect(error).toBeNull()
  expect(data.session?.access_token).toBe('access-token')
  expect(data.user?.email).toBe('grace@example.com')
  const [request] = api.requests
  expect(request?.path).toBe('/auth/v1/token?grant_type=password')
  expect(request?.headers.apikey).toBe('anon-key')
  expect(request?.body).toMatchObject({ email: 'grace@example.com', password: 'correct horse' })
})

test('supabase-js reads GoTrue’s error shape: the code and the message', async () => {
  const api = createFakeApi()
  api.reply(
    'POST',
    '/auth/v1/token?grant_type=password',
    authError(400, 'invalid_credentials', 'Invalid login credentials'),
  )
  const supabase = createClient(API, 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: api.fetch },
  })
  const { error } = await supabase.auth.signInWithPassword({ email: 'a@b.co', password: 'x' })
  expect(error?.code).toBe('invalid_credentials')
  expect(error?.message).toBe('Invalid login credentials')
})

test('a PostgREST insert is acknowledged with 201 and no body', async () => {
  const api = createFakeApi()
  api.reply('POST', '/rest/v1/newsletter_subscribers', inserted())
  const supabase = createClient(API, 'anon-key', { global: { fetch: api.fetch } })
  const { error, status } = await supabase
    .from('newsletter_subscribers')
    .insert({ email: 'a@b.co' })
  expect({ error, status }).toEqual({ error: null, status: 201 })
})

test('public storage serves the files named; any other object is not found, with HTTP 400', async () => {
  const api = createFakeApi()
  const base = `${API}/storage/v1/object/public/hero-videos`
  servePublicObjects(api, base, 'a.mp4')
  expect((await api.fetch(`${base}/a.mp4`, { method: 'HEAD' })).status).toBe(200)
  const missing = await api.fetch(`${base}/b.mp4`)
  expect(missing.status).toBe(400)
  expect(await missing.json()).toMatchObject({ statusCode: '404', error: 'not_found' })
})
