import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { staffGate } from './staff-gate'

function gatedApp(hasSession: boolean) {
  const app = new Hono()
  app.use(
    staffGate({
      isOpenPath: (pathname) => pathname === '/open.js',
      hasStaffSession: (c) =>
        Promise.resolve(hasSession && c.req.header('cookie') === 'rm_staff=ok'),
      dataPaths: ['/rest/v1/'],
      hasStaffToken: (c) => Promise.resolve(c.req.header('authorization') === 'Bearer staff'),
    }),
  )
  app.get('*', (c) =>
    c.text('content', 200, { 'Cache-Control': 'public, max-age=31536000, immutable' }),
  )
  return app
}

describe('staffGate', () => {
  it('serves open paths to everyone, unchanged', async () => {
    const response = await gatedApp(false).request('/open.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 401, uncacheable, without a staff session', async () => {
    const response = await gatedApp(false).request('/assets/page.js', {
      headers: { cookie: 'rm_staff=ok' },
    })
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({
      code: 'staff_session_required',
      message: 'Staff sign-in required',
    })
  })

  it('serves staff, marking the response private so shared caches keep out', async () => {
    const response = await gatedApp(true).request('/assets/page.js', {
      headers: { cookie: 'rm_staff=ok' },
    })
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('content')
    expect(response.headers.get('cache-control')).toBe('private, max-age=31536000, immutable')
  })

  it('admits a staff token on the data paths only; pages and assets still need the cookie', async () => {
    const app = gatedApp(false)
    const asStaff = { authorization: 'Bearer staff' }
    expect((await app.request('/rest/v1/leads', { headers: asStaff })).status).toBe(200)
    expect(
      (await app.request('/rest/v1/leads', { headers: { authorization: 'Bearer x' } })).status,
    ).toBe(401)
    expect((await app.request('/rest/v1/leads')).status).toBe(401)
    for (const url of ['/assets/page.js', '/', '/rest/v1', '/rest/v10/leads', '/x/rest/v1/leads']) {
      expect((await app.request(url, { headers: asStaff })).status, url).toBe(401)
    }
  })

  it('asks the open list with the method: an endpoint may be open to one method only', async () => {
    const app = new Hono()
    app.use(
      staffGate({
        isOpenPath: (pathname, method) => pathname === '/auth/v1/token' && method === 'POST',
        hasStaffSession: () => Promise.resolve(false),
      }),
    )
    app.all('*', (c) => c.text('answered'))
    expect((await app.request('/auth/v1/token', { method: 'POST' })).status).toBe(200)
    expect((await app.request('/auth/v1/token')).status).toBe(401)
    expect((await app.request('/auth/v1/token', { method: 'PUT' })).status).toBe(401)
  })
})
