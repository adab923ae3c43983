// Prerender every public page (docs/decisions/012-prerendered-pages.md): render each URL with React's server renderer into
// the built index.html, with its own title, description, canonical URL, Open Graph and
// Twitter tags and the router's hydration data. The shell itself names only the brand: in
// staff mode it is all a signed-out visitor gets (docs/decisions/007-staff-gate-code-split.md). Run after `vite build` (client) and
// `vite build --ssr src/web/entry-server.tsx`. The server serves these pages in public mode
// only; `%PUBLIC_ORIGIN%` is filled in by the server at start (PUBLIC_URL, else its listening
// address; docs/decisions/014-public-origin-from-configuration.md).
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

type Meta = { title: string; description: string }
type Rendered =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; meta: Meta | undefined; hydrationData: unknown }
type ServerEntry = {
  renderPage: (path: string) => Promise<Rendered>
  prerenderPaths: () => string[]
  isAppPage: (path: string) => boolean
  NOT_FOUND_PATH: string
  defaultPatientPortalUrl: string
}

export type PagesManifest = {
  pages: Record<string, { file: string; status: number }>
  redirects: Record<string, { status: number; location: string }>
  notFound: string
  /** The CSP sources of the pages' inline scripts ('sha256-…'), which the server allows. */
  scriptHashes: string[]
}

const root = path.resolve(import.meta.dirname, '..')
const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')
const buildDir = path.dirname(clientDir)
const serverEntry = path.join(buildDir, 'server/entry-server.js')
const pagesDir = path.join(buildDir, 'pages')

const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry
const template = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8')
const viteManifest = JSON.parse(
  fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'),
) as Record<string, { file: string; imports?: string[] }>
/** How Vite writes the entry's script tag (boot.ts, the shell's) into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/
/** The first tag of index.html's head, after which the session hint is written. */
const CHARSET = /<meta charset="UTF-8" \/>/

// A prerendered page runs page-boot.ts instead of the entry, written into the page: a script
// file would be a request before the largest paint, which Lighthouse's estimate counts however
// low its priority (docs/decisions/018-page-code-starts-when-needed.md). The server allows it by
// its hash, never by 'unsafe-inline'.
const pageBoot = inlineScript('src/web/page-boot.ts')
// Run before the first paint, in <head>: marks <html> when a session is stored, so the header
// never offers Sign In to someone signed in (src/web/session-hint.ts). Allowed by its hash too.
const sessionHint = inlineScript('src/web/session-hint.ts')
// The page's code, which page-boot.ts starts: the main chunk and the router it imports in turn.
const mainModule = `/${chunkOf('src/web/main.tsx').file}`
const routerModules = [
  ...new Set([...moduleFiles('src/web/main.tsx'), ...moduleFiles('src/web/app/browser-router.ts')]),
]
// A page with a video hero starts it without its code: page-boot.ts loads this island (its entry
// first, then the chunks it imports) once the page has painted.
const heroVideoModules = moduleFiles('src/web/hero-video-island.ts')

fs.rmSync(pagesDir, { recursive: true, force: true })
fs.mkdirSync(pagesDir, { recursive: true })

const manifest: PagesManifest = {
  pages: {},
  redirects: {},
  notFound: '404.html',
  scriptHashes: [pageBoot.hash, sessionHint.hash],
}
const started = Date.now()
for (const url of entry.prerenderPaths()) {
  const rendered = await entry.renderPage(url === entry.NOT_FOUND_PATH ? '/__not-found__' : url)
  if (rendered.kind === 'redirect') {
    manifest.redirects[url] = { status: rendered.status, location: rendered.location }
    continue
  }
  const isNotFound = url === entry.NOT_FOUND_PATH
  if (!rendered.meta) throw new Error(`${url} rendered no page meta: call usePageMeta in its route`)
  if (!isNotFound && rendered.status !== 200)
    throw new Error(`${url} rendered status ${rendered.status}`)
  const file = isNotFound
    ? manifest.notFound
    : `${url === '/' ? 'index' : url.slice(1).replaceAll('/', '__')}.html`
  fs.writeFileSync(path.join(pagesDir, file), pageHtml(url, rendered, isNotFound))
  if (!isNotFound) manifest.pages[url] = { file, status: rendered.status }
}
fs.writeFileSync(path.join(pagesDir, 'pages.json'), JSON.stringify(manifest, null, 2))
console.log(
  `prerendered ${Object.keys(manifest.pages).length} pages, ${Object.keys(manifest.redirects).length} redirects and the 404 page in ${Date.now() - started} ms`,
)

function pageHtml(
  url: string,
  page: Extract<Rendered, { kind: 'page' }>,
  isNotFound: boolean,
): string {
  const meta = page.meta!
  const head = [
    // Paint once the whole page has been parsed, not a part of it: a slow phone's parser stops
    // to paint mid-header (the menu without the buttons after it), and what it adds next moves
    // what was painted. The hydration data is written right after the page (see below).
    '<link rel="expect" href="#hydration-data" blocking="render" />',
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(isNotFound
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="%PUBLIC_ORIGIN%${escapeHtml(url)}" />`,
          '<meta property="og:type" content="website" />',
          '<meta property="og:site_name" content="Renew Medical" />',
          `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
          `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
          `<meta property="og:url" content="%PUBLIC_ORIGIN%${escapeHtml(url)}" />`,
          '<meta property="og:image" content="%PUBLIC_ORIGIN%/og-image.jpg" />',
          '<meta property="og:image:width" content="1200" />',
          '<meta property="og:image:height" content="630" />',
          '<meta property="og:image:alt" content="Renew Medical — physician-supervised weight loss and men’s health" />',
          '<meta name="twitter:card" content="summary_large_image" />',
          `<meta name="twitter:title" content="${escapeHtml(meta.title)}" />`,
          `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
          '<meta name="twitter:image" content="%PUBLIC_ORIGIN%/og-image.jpg" />',
        ]),
  ].join('\n    ')
  if (!CHARSET.test(template)) throw new Error(`index.html has no ${CHARSET}`)
  const withHead = template
    // Before the stylesheet, which a classic script would otherwise wait for.
    .replace(CHARSET, (charset) => `${charset}\n    <script>${sessionHint.code}</script>`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `  ${head}\n  </head>`)
  const data = JSON.stringify(page.hydrationData).replaceAll('<', '\\u003c')
  // page-boot.ts fetches these once the page has painted.
  const modules = escapeHtml(routerModules.join(' '))
  // The portal's address is the server's PATIENT_PORTAL_URL, known when it starts: a placeholder
  // it fills, so the link is right before any script runs (src/server/site/prerendered-pages.ts).
  const html = page.html.replaceAll(
    `href="${escapeHtml(entry.defaultPatientPortalUrl)}"`,
    'href="%PATIENT_PORTAL_URL%"',
  )
  const heroVideo = html.includes('data-slot="video-hero"')
    ? ` data-hero-video="${escapeHtml(heroVideoModules.join(' '))}"`
    : ''
  // An app page starts its code once painted, not at the first input (src/web/lib/script-start.ts).
  const needsScript = entry.isAppPage(url) ? ' data-needs-script=""' : ''
  const body = [
    `<div id="root" data-prerendered="" data-main="${escapeHtml(mainModule)}" data-modules="${modules}"${heroVideo}${needsScript}>${html}</div>`,
    `<script type="application/json" id="hydration-data">${data}</script>`,
    `<script type="module">${pageBoot.code}</script>`,
  ].join('\n    ')
  if (!withHead.includes('<div id="root"></div>'))
    throw new Error('index.html has no <div id="root"></div>')
  if (!ENTRY_SCRIPT.test(withHead)) throw new Error(`index.html has no ${ENTRY_SCRIPT}`)
  return withHead.replace(ENTRY_SCRIPT, '').replace('<div id="root"></div>', body)
}

function chunkOf(moduleId: string): { file: string; imports?: string[] } {
  const chunk = viteManifest[moduleId]
  if (!chunk) throw new Error(`${moduleId} is not in the build's manifest`)
  return chunk
}

/** A built entry's code, checked to be whole (it imports nothing), and its CSP hash source. */
function inlineScript(moduleId: string): { code: string; hash: string } {
  const chunk = chunkOf(moduleId)
  if (chunk.imports?.length)
    throw new Error(`${moduleId} imports ${chunk.imports.join(', ')}: an inline script cannot`)
  const code = fs
    .readFileSync(path.join(clientDir, chunk.file), 'utf8')
    .replace(/\n\/\/# sourceMappingURL=.*$/, '')
    .trim()
  if (/<\/script|<!--/i.test(code))
    throw new Error(`${moduleId} cannot be inlined: it holds </script or <!--`)
  return { code, hash: `'sha256-${createHash('sha256').update(code).digest('base64')}'` }
}

/**
 * The URLs of a lazy module's chunk and the chunks it imports (all of them: a prerendered page
 * loads none of the shell's scripts, whose entry chunk may hold the bundler's helpers). The entry
 * imports the router on demand (src/web/main.tsx), so that the shell the staff gate serves does
 * not carry the route table; a prerendered page needs the router as soon as its code starts, and
 * fetches it beside the main chunk instead of after it.
 */
function moduleFiles(moduleId: string): string[] {
  const files = new Set<string>()
  const visit = (key: string) => {
    const chunk = chunkOf(key)
    if (files.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(moduleId)
  return [...files].map((file) => `/${file}`)
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
