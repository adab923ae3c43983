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
 * Paths that stay open while the site is staff-only: the gate's own files, the
 * runtime config, the health check, the auth API, and any client route (it only ever gets
 * the shell).
 */
export function createGateOpenPaths(clientDir: string): (pathname: string) => boolean {
  const assets = gateAssetPaths(clientDir)
  return (pathname) => {
    if (assets.has(pathname) || pathname === '/config.json') return true
    // Load balancers and monitors have no staff session (health/health.ts).
    if (pathname === '/health') return true
    if (pathname === '/auth/v1' || pathname.startsWith('/auth/v1/')) return true
    if (/^\/(assets|storage|rest|staff|functions|realtime)(\/|$)/.test(pathname)) return false
    // Anything else without a file extension is a client route: the server answers
    // with the shell, which holds no content of its own.
    return !/\.[^/]*$/.test(pathname)
  }
}
