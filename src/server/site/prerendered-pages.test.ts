import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { securityHeaders } from '../middleware/security-headers'
import { makeTempDir } from '../testing'
import { loadPrerenderedPages } from './prerendered-pages'
import { createSiteRoutes } from './site.routes'

// Prerendered pages carry the build's dates, so the processes behind a load balancer answer
// one URL with the same Last-Modified and ETag (README, "Deploying").

const BUILT_AT = new Date('2025-03-04T05:06:07Z')

const BOOT_HASH = "'sha256-43PaJSseFkGPOUHrt7i/FY/NDvZQbP/XwRKNrdEr8rc='"

/**
 * A build's pages folder as scripts/prerender.ts writes it, dated BUILT_AT: the home page, and a
 * page for each of `otherPages`.
 */
function builtPages(scriptHashes: string[] = [BOOT_HASH], otherPages: string[] = []): string {
  const buildDir = makeTempDir()
  const pagesDir = path.join(buildDir, 'pages')
  fs.mkdirSync(pagesDir)
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(pagesDir, file), text)
    fs.utimesSync(path.join(pagesDir, file), BUILT_AT, BUILT_AT)
  }
  write(
    'index.html',
    '<link rel="canonical" href="%PUBLIC_ORIGIN%/"><h1>Home</h1><a href="%PATIENT_PORTAL_URL%">Portal</a>',
  )
  write('404.html', '<h1>Not found</h1>')
  write(
    'pages.json',
    JSON.stringify({
      pages: Object.fromEntries(
        ['/', ...otherPages].map((page) => [page, { file: 'index.html', status: 200 }]),
      ),
      redirects: {},
      notFound: '404.html',
      scriptHashes,
    }),
  )
  return pagesDir
}

function siteOn(pagesDir: string) {
  return createSiteRoutes({
    clientDir: path.join(path.dirname(pagesDir), 'client'),
    anonKey: 'anon',
    publicUrl: 'https://renewmedical.example',
    siteAccess: 'public',
    staffMfa: 'required',
    staffIdleMinutes: 30,
    patientPortalUrl: 'https://portal.example',
    pagesDir,
  })
}

describe('prerendered pages', () => {
  it('are dated by the build, the same in every process, whenever each started', async () => {
    const pagesDir = builtPages()
    const first = await siteOn(pagesDir).request('/')
    // A second process on the same build.
    const second = await siteOn(pagesDir).request('/')
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('Last-Modified')).toBe(BUILT_AT.toUTCString())
    }
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const html = await first.text()
    expect(html).toContain('href="https://renewmedical.example/"')
    expect(html).toContain('<a href="https://portal.example">Portal</a>')
    const missing = await siteOn(pagesDir).request('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Last-Modified')).toBe(BUILT_AT.toUTCString())
  })

  it('allow their inline boot script by its hash, and no other inline script', async () => {
    // The site behind the headers every answer gets, as in the app.
    const app = new Hono()
    app.use(securityHeaders({ trustProxy: 0, noindex: false }))
    app.route('/', siteOn(builtPages()))
    for (const [url, status] of [
      ['/', 200],
      ['/no-such-page', 404],
    ] as const) {
      const response = await app.request(url)
      expect(response.status, url).toBe(status)
      const csp = response.headers.get('Content-Security-Policy') ?? ''
      expect(csp, url).toContain(`script-src 'self' ${BOOT_HASH};`)
      expect(csp, url).toContain("object-src 'none'")
      expect(csp, url).not.toMatch(/unsafe-inline|unsafe-eval/)
    }
    // Everything else keeps the policy without it.
    const config = await app.request('/config.json')
    expect(config.headers.get('Content-Security-Policy')).toContain("script-src 'self';")
  })

  it('leave the staff workspace below /admin to the shell, never the not-found page or a cache', async () => {
    const pagesDir = builtPages()
    const clientDir = path.join(path.dirname(pagesDir), 'client')
    fs.mkdirSync(clientDir)
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"></div><!-- shell -->')
    const site = siteOn(pagesDir)
    for (const url of ['/admin/queue', '/admin/requests/0a4b', '/admin/audit?actor=x']) {
      const response = await site.request(url)
      expect(response.status, url).toBe(200)
      expect(await response.text(), url).toContain('<!-- shell -->')
      expect(response.headers.get('Cache-Control'), url).toBe('no-store')
    }
    // Any other unknown path is still the not-found page.
    expect((await site.request('/administrator')).status).toBe(404)
  })

  it("leave a patient's own pages to the shell and out of the sitemap, but not the choice of questionnaire", async () => {
    // /account is listed as if a build had prerendered it by mistake: it stays out anyway.
    const pagesDir = builtPages([BOOT_HASH], ['/intake', '/account'])
    const clientDir = path.join(path.dirname(pagesDir), 'client')
    fs.mkdirSync(clientDir)
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<div id="root"></div><!-- shell -->')
    const site = siteOn(pagesDir)
    for (const url of ['/account', '/intake/weight-loss', '/intake/mens-health', '/intake/x']) {
      const response = await site.request(url)
      expect(response.status, url).toBe(200)
      expect(await response.text(), url).toContain('<!-- shell -->')
      expect(response.headers.get('Cache-Control'), url).toBe('no-store')
    }
    const choice = await site.request('/intake')
    expect(choice.status).toBe(200)
    expect(await choice.text()).toContain('<h1>Home</h1>')
    expect(choice.headers.get('Cache-Control')).toBe('no-cache')
    // One URL per page: the folder with a slash is its page.
    const slash = await site.request('/intake/')
    expect(slash.status).toBe(301)
    expect(slash.headers.get('Location')).toBe('/intake')

    const sitemap = await (await site.request('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>https://renewmedical.example/intake</loc>')
    expect(sitemap).not.toContain('/account')
    expect(sitemap).not.toContain('/intake/')
  })

  it('refuse to start on a pages.json whose script hash is not one', () => {
    expect(() => siteOn(builtPages(["'unsafe-inline'"]))).toThrow(/Not a script hash/)
  })
})

const VALUES = {
  origin: 'https://renewmedical.example',
  patientPortalUrl: 'https://portal.example',
}

/** A page of the size and kind the build writes: repeated markup with varied text in it. */
function pageText(): string {
  const cards = Array.from(
    { length: 60 },
    (_, index) =>
      `<article class="flex flex-col gap-3 rounded-xl border p-5"><h3>Product ${index * 7919}</h3>` +
      `<p class="text-sm text-muted-foreground">Batch ${(index * 104_729) % 9973}, ${index % 3 ? 'capsules' : 'powder'} for ${index * 13} days.</p></article>`,
  )
  return `<!doctype html><html><body><main>${cards.join('')}<a href="%PUBLIC_ORIGIN%/">Home</a></main></body></html>`
}

function largePagesDir(): string {
  const dir = makeTempDir('renew-pages-')
  fs.writeFileSync(path.join(dir, 'index.html'), pageText())
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Oops! Page not found</h1>')
  fs.writeFileSync(
    path.join(dir, 'pages.json'),
    JSON.stringify({
      pages: { '/': { file: 'index.html', status: 200 } },
      redirects: {},
      notFound: '404.html',
    }),
  )
  return dir
}

function pageFile(pages: ReturnType<typeof loadPrerenderedPages>) {
  const answer = pages!.answer('/')
  if (answer.kind !== 'page') throw new Error('expected the page')
  return answer.file
}

describe('prerendered pages, compressed', () => {
  it('recompresses each page finer after loading, to a body that decodes to the same page', async () => {
    const dir = largePagesDir()
    const plain = pageFile(loadPrerenderedPages(dir, VALUES))
    const pages = loadPrerenderedPages(dir, VALUES, { refineCompression: true })
    const file = pageFile(pages)
    const first = file.bodies.br!
    await pages!.compressionRefined

    const refined = file.bodies.br!
    expect(refined.byteLength).toBeLessThan(first.byteLength)
    expect(refined.byteLength).toBeLessThan(plain.bodies.br!.byteLength)
    expect(zlib.brotliDecompressSync(refined).toString()).toBe(
      Buffer.from(file.bodies.identity!).toString(),
    )
    expect(Buffer.from(file.bodies.identity!).toString()).toContain(`${VALUES.origin}/`)
    // Same page, so the same validator: a cached copy stays valid.
    expect(file.etag).toBe(plain.etag)
  })

  it('keeps the body it compressed at start unless asked to refine', async () => {
    const pages = loadPrerenderedPages(largePagesDir(), VALUES)
    const file = pageFile(pages)
    const first = file.bodies.br
    await pages!.compressionRefined
    expect(file.bodies.br).toBe(first)
  })
})
