import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { DatabaseHandle } from './db/database'
import { ensureStaffAccount } from './staff/staff'
import { createTestApp, makeTempDir } from './testing'

// What the server answers whatever page asks: the security headers on every kind of answer
// (docs/architecture.md, Security headers), what may be cached, robots.txt, the sitemap, the
// redirects of the prerendered pages (docs/decisions/012-prerendered-pages.md) and the share
// image every page names in og:image. None of it needs a browser to prove.

const SITE = 'https://renewmedical.example'
const BOOT_HASH = "'sha256-43PaJSseFkGPOUHrt7i/FY/NDvZQbP/XwRKNrdEr8rc='"
const STAFF = { email: 'staff@renewmedical.example', password: 'a staff password for tests' }

/** The share image the build copies from public/ to the client folder (vite's public dir). */
const OG_IMAGE = fs.readFileSync(path.resolve('public/og-image.jpg'))

/**
 * A build as vite, precompress and scripts/prerender.ts leave it: the shell, a hashed script,
 * the share image and a guide PDF in client/, and in pages/ two pages, the 404 page and the
 * redirects a route table gives (here the two the site has, /free-consultation and /directmed).
 */
function makeBuild(): string {
  const root = makeTempDir('renew-build-')
  const client = path.join(root, 'client')
  const pages = path.join(root, 'pages')
  for (const dir of [path.join(client, 'assets'), path.join(client, 'guides'), pages]) {
    fs.mkdirSync(dir, { recursive: true })
  }
  fs.writeFileSync(path.join(client, 'index.html'), '<!doctype html><div id="root"></div>')
  fs.writeFileSync(path.join(client, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)')
  fs.writeFileSync(path.join(client, 'assets', 'main-Ab12Cd34.css'), 'body{margin:0}')
  fs.writeFileSync(path.join(client, 'og-image.jpg'), OG_IMAGE)
  fs.writeFileSync(path.join(client, 'guides', 'weight-loss-guide.pdf'), '%PDF-1.4\n%%EOF\n')
  fs.writeFileSync(path.join(pages, 'index.html'), '<h1>Home</h1>')
  fs.writeFileSync(path.join(pages, 'privacy.html'), '<h1>Privacy</h1>')
  fs.writeFileSync(path.join(pages, 'auth.html'), '<h1>Sign in</h1>')
  fs.writeFileSync(path.join(pages, '404.html'), '<h1>Oops! Page not found</h1>')
  fs.writeFileSync(
    path.join(pages, 'pages.json'),
    JSON.stringify({
      pages: {
        '/': { file: 'index.html', status: 200 },
        '/privacy': { file: 'privacy.html', status: 200 },
        '/auth': { file: 'auth.html', status: 200 },
        '/admin': { file: 'auth.html', status: 200 },
      },
      redirects: {
        '/free-consultation': { status: 302, location: '/consultation' },
        '/directmed': { status: 302, location: '/direct-med' },
      },
      notFound: '404.html',
      scriptHashes: [BOOT_HASH],
    }),
  )
  return client
}

type Site = Awaited<ReturnType<typeof siteIn>>

async function siteIn(siteAccess: 'public' | 'staff') {
  const created = await createTestApp({
    clientDir: makeBuild(),
    publicUrl: SITE,
    publicUrlConfigured: true,
    siteAccess,
  })
  await ensureStaffAccount(
    created.deps.db,
    { staffEmail: STAFF.email, staffPassword: STAFF.password },
    created.deps.logger,
  )
  const request = (url: string, init?: RequestInit) =>
    created.app.request(url.startsWith('http') ? url : `${SITE}${url}`, init)
  return { ...created, request, anonKey: created.deps.secrets.anonKey }
}

const handles: DatabaseHandle[] = []
// The tests read, and a staff member signs in: one site per mode serves them all.
const sites = {} as Record<'public' | 'staff', Site>
beforeAll(async () => {
  sites.public = await siteIn('public')
  sites.staff = await siteIn('staff')
  handles.push(sites.public.database, sites.staff.database)
})
afterAll(async () => {
  await Promise.all(handles.splice(0).map((handle) => handle.close()))
})

async function staffToken(site: Site): Promise<string> {
  const response = await site.request('/auth/v1/token?grant_type=password', {
    method: 'POST',
    headers: { apikey: site.anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(STAFF),
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { access_token: string }).access_token
}

function expectSecurityHeaders(response: Response, what: string) {
  const headers = response.headers
  const csp = headers.get('content-security-policy') ?? ''
  for (const directive of [
    "default-src 'self'",
    "style-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ]) {
    expect(csp, `${what}: CSP ${directive}`).toContain(directive)
  }
  expect(csp, `${what}: CSP`).toMatch(/script-src 'self'(;| 'sha256-)/)
  expect(csp, `${what}: CSP`).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  expect(headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin')
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin')
  expect(headers.get('cross-origin-resource-policy'), what).toBe('same-origin')
  expect(headers.get('x-frame-options'), what).toBe('DENY')
  expect(headers.get('permissions-policy'), what).toBe(
    'camera=(), microphone=(), geolocation=(), payment=()',
  )
  // Asked over https (SITE); on plain http there is none (app.test.ts, security headers).
  expect(headers.get('strict-transport-security'), what).toBe('max-age=63072000; includeSubDomains')
}

describe('security headers on every kind of answer', () => {
  it('pages, files, the share image, every API, redirects and refusals carry them all', async () => {
    const site = sites.public
    const key = site.anonKey
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })
    const answers: [string, Response][] = [
      ['a prerendered page', await site.request('/privacy')],
      ['the home page', await site.request('/')],
      ['a page not found', await site.request('/no-such-page')],
      ['a trailing slash', await site.request('/privacy/')],
      ['an old path', await site.request('/free-consultation')],
      ['a shell page', await site.request('/auth/reset')],
      ['a script', await site.request('/assets/main-Ab12Cd34.js')],
      ['a style sheet', await site.request('/assets/main-Ab12Cd34.css')],
      ['a missing asset', await site.request('/assets/missing.js')],
      ['the share image', await site.request('/og-image.jpg')],
      ['a guide PDF', await site.request('/guides/weight-loss-guide.pdf')],
      ['robots.txt', await site.request('/robots.txt')],
      ['the sitemap', await site.request('/sitemap.xml')],
      ['config.json', await site.request('/config.json')],
      ['the health check', await site.request('/health')],
      ['auth settings', await site.request('/auth/v1/settings', { headers: { apikey: key } })],
      [
        'an auth error',
        await site.request(
          '/auth/v1/token?grant_type=password',
          json({ email: 'nobody@example.com', password: 'wrong' }),
        ),
      ],
      ['leads read anonymously', await site.request('/rest/v1/consultation_requests')],
      [
        'a lead refused',
        await site.request(
          '/rest/v1/consultation_requests',
          json({ first_name: '' }, { authorization: `Bearer ${key}` }),
        ),
      ],
      ['a missing stored file', await site.request('/storage/v1/object/public/hero-videos/x.mp4')],
      ['booking options', await site.request('/booking/v1/options')],
      ['the catalogue', await site.request('/orders/v1/catalogue')],
      ['My care signed out', await site.request('/patient/v1/care')],
      ['the staff queue signed out', await site.request('/staff/v1/queue')],
      ['an unknown API path', await site.request('/booking/v1/nothing-here')],
      ['a method pages do not take', await site.request('/privacy', { method: 'DELETE' })],
      [
        'a body over the limit',
        await site.request('/rest/v1/consultation_requests', {
          method: 'POST',
          body: 'x'.repeat(1_100_000),
        }),
      ],
      [
        'a preflight',
        await site.request('/rest/v1/x', { method: 'OPTIONS', headers: { Origin: SITE } }),
      ],
    ]
    const statuses = new Set<number>()
    for (const [what, response] of answers) {
      statuses.add(response.status)
      expectSecurityHeaders(response, `${what} (${response.status})`)
    }
    // Successes, redirects, client errors and refusals alike.
    expect([...statuses].sort()).toEqual(
      expect.arrayContaining([200, 204, 301, 302, 400, 401, 404, 405, 413]),
    )
  })

  it('a prerendered page allows its own boot script by its hash, and every other answer none', async () => {
    const site = sites.public
    const page = (await site.request('/privacy')).headers.get('content-security-policy')
    expect(page).toContain(`script-src 'self' ${BOOT_HASH};`)
    for (const url of ['/assets/main-Ab12Cd34.js', '/config.json', '/auth/reset']) {
      const csp = (await site.request(url)).headers.get('content-security-policy')
      expect(csp, url).toContain("script-src 'self';")
    }
  })
})

describe('what may be cached', () => {
  it('auth, the sign-in and staff pages, and every lead answer are never stored; a page is revalidated', async () => {
    const site = sites.public
    const key = site.anonKey
    const token = await staffToken(site)
    const asStaff = { apikey: key, authorization: `Bearer ${token}` }
    const answers: [string, Response][] = [
      ['the sign-in page', await site.request('/auth')],
      ['the staff dashboard page', await site.request('/admin')],
      ['auth settings', await site.request('/auth/v1/settings', { headers: { apikey: key } })],
      ['the signed-in user', await site.request('/auth/v1/user', { headers: asStaff })],
      [
        'leads read by staff',
        await site.request('/rest/v1/consultation_requests', { headers: asStaff }),
      ],
      [
        'a leads export',
        await site.request('/rest/v1/consultation_requests?select=*', {
          headers: { ...asStaff, accept: 'text/csv' },
        }),
      ],
    ]
    for (const [what, response] of answers) {
      expect(response.status, what).toBe(200)
      expect(response.headers.get('cache-control'), what).toBe('no-store')
    }
    expect((await site.request('/privacy')).headers.get('cache-control')).toBe('no-cache')
  })
})

describe('robots.txt and the sitemap', () => {
  it('in public mode allow crawling but for the pages of people, and name the sitemap', async () => {
    const response = await sites.public.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; charset=UTF-8')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('x-robots-tag')).toBeNull()
    expect(await response.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /auth',
        'Disallow: /account',
        'Disallow: /intake/',
        'Disallow: /book/manage',
        'Disallow: /checkout',
        '',
        `Sitemap: ${SITE}/sitemap.xml`,
        '',
      ].join('\n'),
    )
    const sitemap = await sites.public.request('/sitemap.xml')
    expect(sitemap.status).toBe(200)
    expect(sitemap.headers.get('content-type')).toBe('application/xml; charset=utf-8')
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    // The sign-in and staff pages are prerendered but for people, not search.
    expect(locs).toEqual([`${SITE}/`, `${SITE}/privacy`])
  })

  it('before launch disallow everything, carry noindex, and there is no sitemap', async () => {
    const response = await sites.staff.request('/robots.txt')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe('User-agent: *\nDisallow: /\n')
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow')
    // Not an open path of the staff gate (and its route knows no pages in staff mode).
    expect((await sites.staff.request('/sitemap.xml')).status).toBe(401)
  })
})

describe('redirects', () => {
  it('a trailing slash goes to the one URL of a page, for good (301)', async () => {
    for (const [from, to] of [
      ['/privacy/', '/privacy'],
      ['/privacy//', '/privacy'],
    ]) {
      const response = await sites.public.request(from!)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
    // Only a page's own URL: an unknown path with a slash is not found, not redirected.
    expect((await sites.public.request('/no-such-page/')).status).toBe(404)
    expect((await sites.public.request('/')).status).toBe(200)
  })

  it('the old paths go where the route table sends them, with its status', async () => {
    for (const [from, to] of [
      ['/free-consultation', '/consultation'],
      ['/free-consultation/', '/consultation'],
      ['/directmed', '/direct-med'],
    ]) {
      const response = await sites.public.request(from!)
      expect(response.status, from).toBe(302)
      expect(response.headers.get('location'), from).toBe(to)
    }
  })

  it('nothing is redirected before launch: every page is the shell', async () => {
    for (const url of ['/privacy/', '/free-consultation']) {
      const response = await sites.staff.request(url)
      expect(response.status, url).toBe(200)
      expect(response.headers.get('location'), url).toBeNull()
    }
  })

  it('plain http is answered, not sent to https: that redirect is the proxy’s (docs/deploy-behind-a-proxy.md)', async () => {
    const response = await sites.public.request('http://renewmedical.example/privacy', {
      headers: { 'X-Forwarded-Proto': 'http' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('location')).toBeNull()
  })
})

/** Width and height from a JPEG's start-of-frame segment. */
function jpegSize(jpeg: Buffer): { width: number; height: number } {
  let offset = 2
  while (offset < jpeg.length) {
    if (jpeg[offset] !== 0xff) throw new Error(`not a JPEG segment at ${offset}`)
    const marker = jpeg[offset + 1]!
    const length = jpeg.readUInt16BE(offset + 2)
    // SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: jpeg.readUInt16BE(offset + 5), width: jpeg.readUInt16BE(offset + 7) }
    }
    offset += 2 + length
  }
  throw new Error('no frame in the JPEG')
}

describe('the share image', () => {
  it('is a 1200×630 JPEG under 100 KB, cached as a site file', async () => {
    const response = await sites.public.request('/og-image.jpg')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    const body = Buffer.from(await response.arrayBuffer())
    expect(Number(response.headers.get('content-length'))).toBe(body.length)
    expect(body.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]))
    // The size Open Graph and X's summary_large_image card show without cropping.
    expect(jpegSize(body)).toEqual({ width: 1200, height: 630 })
    // Shared links are fetched by every chat app's preview: a small file.
    expect(body.length).toBeLessThan(100 * 1024)
  })
})
