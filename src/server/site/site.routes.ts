import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'

import { loadPrerenderedPages } from './prerendered-pages'
import { type Encoding, loadStaticFiles, negotiateEncoding, type StaticFile } from './static-files'

export type SiteOptions = {
  clientDir: string
  anonKey: string
  /** The site's public origin (PUBLIC_URL, else the listening address): never the Host. */
  publicUrl: string
  /** Tells the browser whether to show the staff gate (see /config.json). */
  siteAccess: 'staff' | 'public'
  /** Tells the browser whether staff must pass a second factor (STAFF_MFA). */
  staffMfa: 'required' | 'optional'
  /** Minutes without activity after which a staff session ends (STAFF_IDLE_MINUTES). */
  staffIdleMinutes: number
  /** The external patient portal /direct-med links to (PATIENT_PORTAL_URL). */
  patientPortalUrl: string
  /** Prerendered pages (scripts/prerender.ts), served in public mode. */
  pagesDir?: string
  /** Recompress the pages finer once loaded (prerendered-pages.ts): the running server does. */
  refinePageCompression?: boolean
}

/** Pages of the app that are for people, not search engines. */
const NOT_IN_SITEMAP = new Set([
  '/auth',
  '/admin',
  '/account',
  '/checkout',
  '/checkout/confirmation',
])

const HASHED_ASSET = /^\/assets\//
const CACHE_FOREVER = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'
// The sign-in and staff pages are kept out of every cache, like the auth API (README, Architecture).
const NEVER_STORED = new Set(['/auth', '/admin'])
const NO_STORE = 'no-store'
/**
 * Not prerendered either (src/web/app/prerender-paths.ts): where a mailed recovery link lands,
 * showing only what its session allows, and a signed-in patient's own pages — the account and
 * each questionnaire below /intake/ (docs/architecture.md, Patient accounts and the intake), and
 * the page a booking's signed link opens (docs/architecture.md, Booking). Never stored, like /auth.
 */
const SHELL_PAGES = new Set(['/auth/reset', '/account', '/book/manage'])
const SHELL_PAGE_PREFIXES = ['/admin/', '/intake/']

/**
 * Whether the shell answers this path, in public mode too (never a prerendered page or 404). The
 * folder itself with a trailing slash (`/intake/`) is not one: it is redirected to its page.
 */
function isShellPage(path: string): boolean {
  return (
    SHELL_PAGES.has(path) ||
    SHELL_PAGE_PREFIXES.some((prefix) => path.startsWith(prefix) && path.length > prefix.length)
  )
}

/** Kept out of the sitemap: pages for people, and every shell page (nobody's page in general). */
function inSitemap(path: string): boolean {
  return !NOT_IN_SITEMAP.has(path) && !isShellPage(path)
}

/** `/config.json`, the built client's files, and the history fallback to index.html. */
export function createSiteRoutes({
  clientDir,
  anonKey,
  publicUrl,
  siteAccess,
  staffMfa,
  staffIdleMinutes,
  patientPortalUrl,
  pagesDir,
  refinePageCompression,
}: SiteOptions) {
  const files = loadStaticFiles(clientDir)
  // Staff mode serves only the shell: the gate must not reveal any page (docs/architecture.md,
  // Staff gate).
  const pages =
    siteAccess === 'public' && pagesDir
      ? loadPrerenderedPages(
          pagesDir,
          { origin: publicUrl, patientPortalUrl },
          { refineCompression: refinePageCompression },
        )
      : undefined
  const app = new Hono()

  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', REVALIDATE)
    if (siteAccess === 'staff') return c.text('User-agent: *\nDisallow: /\n')
    return c.text(
      `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /account\nDisallow: /intake/\nDisallow: /book/manage\nDisallow: /checkout\n\nSitemap: ${publicUrl}/sitemap.xml\n`,
    )
  })

  app.get('/sitemap.xml', (c) => {
    if (siteAccess === 'staff' || !pages) throw new HTTPException(404, { message: 'Not found' })
    const urls = pages.paths
      .filter(inSitemap)
      .map((path) => `  <url><loc>${escapeXml(publicUrl + path)}</loc></url>`)
    c.header('Cache-Control', REVALIDATE)
    c.header('Content-Type', 'application/xml; charset=utf-8')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    )
  })

  app.get('/config.json', (c) => {
    c.header('Cache-Control', REVALIDATE)
    return c.json({
      supabaseUrl: publicUrl,
      supabaseAnonKey: anonKey,
      siteAccess,
      staffMfa,
      staffIdleMinutes,
      patientPortalUrl,
    })
  })

  app.on(['GET', 'HEAD'], '*', (c) => {
    const requested = files.get(c.req.path)
    if (requested && c.req.path !== '/index.html') {
      return sendFile(c, requested, HASHED_ASSET.test(c.req.path) ? CACHE_FOREVER : REVALIDATE)
    }
    // A missing file (anything with an extension) is a real 404; any other path
    // is a client route and gets the app shell.
    if (/\.[a-z0-9]+$/i.test(c.req.path) && c.req.path !== '/index.html') {
      throw new HTTPException(404, { message: 'Not found' })
    }
    // The staff workspace's pages below /admin are not prerendered (they hold only what staff
    // read from the API), nor are /auth/reset and a patient's own pages: the shell renders them,
    // in public mode too, never the 404 page.
    const shellPage = isShellPage(c.req.path)
    const pageCaching = NEVER_STORED.has(c.req.path) || shellPage ? NO_STORE : REVALIDATE
    if (pages && !shellPage) {
      const answer = pages.answer(c.req.path)
      if (answer.kind === 'redirect') return c.redirect(answer.location, answer.status as 301)
      // The not-found page must not be kept: the path may be a page after the next deploy.
      return sendFile(
        c,
        answer.file,
        answer.status === 404 ? NO_STORE : pageCaching,
        answer.status,
        {
          'Content-Security-Policy': answer.contentSecurityPolicy,
        },
      )
    }
    const shell = files.get('/index.html')
    if (!shell) {
      throw new HTTPException(503, { message: 'The site is not built yet: run `npm run build`.' })
    }
    return sendFile(c, shell, pageCaching)
  })

  return app
}

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

function sendFile(
  c: Context,
  file: StaticFile,
  cacheControl: string,
  status = 200,
  extraHeaders: Record<string, string> = {},
): Response {
  const encoding: Encoding = negotiateEncoding(c.req.header('accept-encoding'), file.bodies)
  const body = file.bodies[encoding] ?? file.bodies.identity
  const etag = `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': file.lastModified,
  }
  if (file.bodies.br || file.bodies.gzip) headers.Vary = 'Accept-Encoding'
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding

  const ifNoneMatch = c.req.header('if-none-match')
  if (
    status === 200 &&
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  ) {
    return new Response(null, { status: 304, headers })
  }
  headers['Content-Length'] = String(body?.byteLength ?? 0)
  return new Response(c.req.method === 'HEAD' || !body ? null : body, { status, headers })
}
