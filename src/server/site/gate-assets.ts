import fs from 'node:fs'
import path from 'node:path'

type ManifestChunk = {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
type Manifest = Record<string, ManifestChunk>

// The app layer's lazy modules (the router with the route table, the route modules under
// routes/ and the site layout with its header, menus and footer) hold the site's pages, routes
// and copy: a signed-out visitor never gets them (docs/decisions/007-staff-gate-code-split.md).
const SITE_MODULES = 'src/web/app/'

/** Files at the root of the build that the gate screen and the browser itself ask for. */
const PUBLIC_ROOT_FILES = ['/index.html', '/favicon.svg', '/apple-touch-icon.png', '/robots.txt']

/**
 * The built files a visitor without a staff session may load: the entry chunk with
 * everything it imports statically (the shell, the session provider and the gate),
 * its CSS and assets, and the lazy chunks it imports outside the app layer (supabase-js, the
 * gate's sign-in form, the toaster).
 * Computed from Vite's manifest, so it follows every build without a hand-kept list.
 */
export function gateAssetPaths(clientDir: string): Set<string> {
  const allowed = new Set(PUBLIC_ROOT_FILES)
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json')
  if (!fs.existsSync(manifestFile)) return allowed
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest

  const visited = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || visited.has(key)) return
    visited.add(key)
    allowed.add(`/${chunk.file}`)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) allowed.add(`/${file}`)
    for (const imported of chunk.imports ?? []) visit(imported)
    for (const lazy of chunk.dynamicImports ?? []) {
      if (!lazy.startsWith(SITE_MODULES)) visit(lazy)
    }
  }
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key)
  return allowed
}

/**
 * An API path: a first segment and a version (`/rest/v1`, `/booking/v1/…`, a future
 * `/payments/v2/…`). Closed by default while the site is staff-only, so a new API needs no line
 * here to stay closed (docs/architecture.md, Staff gate).
 */
export const API_PATH = /^\/[a-z0-9][a-z0-9-]*\/v\d+(\/|$)/i

/**
 * The auth endpoints the gate itself calls (docs/architecture.md, Staff gate): the password and
 * refresh grants, the user with its factors, the second factor’s enrollment, challenge and check,
 * the idle report and sign-out. Each checks the API key and, but for `/token`, the user's
 * session itself. Sign-up, magic links, recovery and profile changes are not the gate's: closed.
 */
export const GATE_AUTH_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/auth\/v1\/token$/ },
  { method: 'GET', path: /^\/auth\/v1\/user$/ },
  { method: 'POST', path: /^\/auth\/v1\/logout$/ },
  { method: 'POST', path: /^\/auth\/v1\/activity$/ },
  { method: 'POST', path: /^\/auth\/v1\/factors$/ },
  { method: 'DELETE', path: /^\/auth\/v1\/factors\/[^/]+$/ },
  { method: 'POST', path: /^\/auth\/v1\/factors\/[^/]+\/(challenge|verify)$/ },
]

/**
 * Callers from outside who can never sign in, each checking its own proof: Stripe's webhook,
 * which verifies the Stripe-Signature over the raw body before it reads anything
 * (docs/decisions/050-stripe-hosted-checkout.md). Exactly this path and method, and only with
 * Stripe set up: the rest of `/payments/v1` stays closed.
 */
export const GATE_SIGNED_ENDPOINTS: readonly { method: string; path: RegExp }[] = [
  { method: 'POST', path: /^\/payments\/v1\/stripe\/webhook$/ },
]

/**
 * What stays open while the site is staff-only — an allow-list, everything else answers 401:
 * the gate's own files, the runtime config, the health check, the auth endpoints the gate
 * calls, the payment processor's signed webhook (`signedWebhooks`: Stripe is set up), and a client route fetched as a page (it only ever gets the shell). Any API path
 * (`API_PATH`) is closed unless listed, and so is a file not in the gate's set.
 */
export function createGateOpenPaths(
  clientDir: string,
  { signedWebhooks = false }: { signedWebhooks?: boolean } = {},
): (pathname: string, method?: string) => boolean {
  const assets = gateAssetPaths(clientDir)
  const openApis = [...GATE_AUTH_ENDPOINTS, ...(signedWebhooks ? GATE_SIGNED_ENDPOINTS : [])]
  return (pathname, method = 'GET') => {
    const read = method === 'GET' || method === 'HEAD'
    if (read && (assets.has(pathname) || pathname === '/config.json')) return true
    // Load balancers and monitors have no staff session (health/health.ts).
    if (read && pathname === '/health') return true
    if (API_PATH.test(pathname)) {
      return openApis.some((open) => open.method === method && open.path.test(pathname))
    }
    // Built files live under /assets: only the gate's are listed above.
    if (/^\/assets(\/|$)/.test(pathname)) return false
    // Pages the server itself answers, not the shell: a patient's link into a video visit
    // (booking/video-join.routes.ts). Before launch there are no patients to follow one.
    if (/^\/visit(\/|$)/.test(pathname)) return false
    // A page without a file extension is a client route: the server answers with the shell,
    // which holds no content of its own. Only read: nothing else is served there.
    return read && !/\.[^/]*$/.test(pathname)
  }
}
