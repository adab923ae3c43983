import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { type StaticFile } from './static-files'

// The pages scripts/prerender.ts wrote (issue 8), served in public mode only. Each holds
// `%PUBLIC_ORIGIN%` where absolute URLs go (canonical, Open Graph); it is filled with
// PUBLIC_URL, or — when that is unset — the request's origin, and the result is compressed
// once per origin and kept.

type PagesManifest = {
  pages: Record<string, { file: string; status: number }>
  redirects: Record<string, { status: number; location: string }>
  notFound: string
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; file: StaticFile }

const PLACEHOLDER = '%PUBLIC_ORIGIN%'
/** Without PUBLIC_URL the origin comes from the Host header: keep only a few variants. */
const MAX_CACHED_ORIGINS = 4

export type PrerenderedPages = {
  /** Every prerendered URL path (for the sitemap). */
  paths: string[]
  answer: (pathname: string, origin: string) => PageAnswer
}

export function loadPrerenderedPages(
  pagesDir: string,
  lastModified = new Date(),
): PrerenderedPages | undefined {
  const manifestFile = path.join(pagesDir, 'pages.json')
  if (!fs.existsSync(manifestFile)) return undefined
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PagesManifest
  const templates = new Map<string, string>()
  for (const file of [
    ...Object.values(manifest.pages).map((page) => page.file),
    manifest.notFound,
  ]) {
    templates.set(file, fs.readFileSync(path.join(pagesDir, file), 'utf8'))
  }
  const byOrigin = new Map<string, Map<string, StaticFile>>()
  const modified = lastModified.toUTCString()

  function compiled(file: string, origin: string): StaticFile {
    let cache = byOrigin.get(origin)
    if (!cache) {
      cache = new Map()
      if (byOrigin.size < MAX_CACHED_ORIGINS) byOrigin.set(origin, cache)
    }
    let entry = cache.get(file)
    if (!entry) {
      const body = Buffer.from(
        templates.get(file)!.replaceAll(PLACEHOLDER, escapeAttribute(origin)),
      )
      entry = {
        contentType: 'text/html; charset=utf-8',
        lastModified: modified,
        bodies: {
          identity: body,
          br: zlib.brotliCompressSync(body, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 },
          }),
          gzip: zlib.gzipSync(body, { level: 9 }),
        },
        etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
      }
      cache.set(file, entry)
    }
    return entry
  }

  return {
    paths: Object.keys(manifest.pages),
    answer(pathname, origin) {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
      if (normalized !== pathname && manifest.pages[normalized]) {
        // One URL per page: /weight-loss/ → /weight-loss.
        return { kind: 'redirect', status: 301, location: normalized }
      }
      const redirect = manifest.redirects[normalized]
      if (redirect)
        return { kind: 'redirect', status: redirect.status, location: redirect.location }
      const page = manifest.pages[normalized]
      if (page) return { kind: 'page', status: page.status, file: compiled(page.file, origin) }
      return { kind: 'page', status: 404, file: compiled(manifest.notFound, origin) }
    },
  }
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
