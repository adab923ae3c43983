import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { type Encoding, loadStaticFiles, negotiateEncoding, type StaticFile } from './static-files'

export type SiteOptions = {
  clientDir: string
  anonKey: string
  publicUrl: string | undefined
  /** Tells the browser whether to show the staff gate (see /config.json). */
  siteAccess: 'staff' | 'public'
  /** The external patient portal /direct-med links to (PATIENT_PORTAL_URL). */
  patientPortalUrl: string
}

const HASHED_ASSET = /^\/assets\//
const CACHE_FOREVER = 'public, max-age=31536000, immutable'
const REVALIDATE = 'no-cache'

/** `/config.json`, the built client's files, and the history fallback to index.html. */
export function createSiteRoutes({
  clientDir,
  anonKey,
  publicUrl,
  siteAccess,
  patientPortalUrl,
}: SiteOptions) {
  const files = loadStaticFiles(clientDir)
  const app = new Hono()

  app.get('/config.json', (c) => {
    c.header('Cache-Control', REVALIDATE)
    return c.json({
      supabaseUrl: publicUrl ?? new URL(c.req.url).origin,
      supabaseAnonKey: anonKey,
      siteAccess,
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
    const shell = files.get('/index.html')
    if (!shell) {
      throw new HTTPException(503, { message: 'The site is not built yet: run `npm run build`.' })
    }
    return sendFile(c, shell, REVALIDATE)
  })

  return app
}

function sendFile(c: Context, file: StaticFile, cacheControl: string): Response {
  const encoding: Encoding = negotiateEncoding(c.req.header('accept-encoding'), file.bodies)
  const body = file.bodies[encoding] ?? file.bodies.identity
  const etag = `"${file.etag}${encoding === 'identity' ? '' : `-${encoding}`}"`
  const headers: Record<string, string> = {
    'Content-Type': file.contentType,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': file.lastModified,
  }
  if (file.bodies.br || file.bodies.gzip) headers.Vary = 'Accept-Encoding'
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding

  const ifNoneMatch = c.req.header('if-none-match')
  if (
    ifNoneMatch &&
    ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*')
  ) {
    return new Response(null, { status: 304, headers })
  }
  headers['Content-Length'] = String(body?.byteLength ?? 0)
  return new Response(c.req.method === 'HEAD' || !body ? null : body, { status: 200, headers })
}
