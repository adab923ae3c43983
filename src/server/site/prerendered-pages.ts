import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { pageSecurityPolicy } from '../middleware/security-headers'
import type { StaticFile } from './static-files'

// The pages scripts/prerender.ts wrote (ADR 012), served in public mode only. Each holds
// `%PUBLIC_ORIGIN%` where absolute URLs go (canonical, Open Graph), and `%PATIENT_PORTAL_URL%`
// where the patient portal is linked; they are filled with the configured values and compressed
// once, when the server starts — never per request, so no request can make the server compress
// (docs/decisions/014-public-origin-from-configuration.md).

const brotliCompress = promisify(zlib.brotliCompress)

type PagesManifest = {
  pages: Record<string, { file: string; status: number }>
  redirects: Record<string, { status: number; location: string }>
  notFound: string
  /** Hash sources of the pages' inline scripts (absent from a build before they had any). */
  scriptHashes?: string[]
}

export type PageAnswer =
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; file: StaticFile; contentSecurityPolicy: string }

/** What the server's configuration fills into the prerendered pages. */
export type PageValues = { origin: string; patientPortalUrl: string }

export type PrerenderedPages = {
  /** Every prerendered URL path (for the sitemap). */
  paths: string[]
  answer: (pathname: string) => PageAnswer
  /** Settles once every page's Brotli body is the finest there will be. */
  compressionRefined: Promise<void>
}

export function loadPrerenderedPages(
  pagesDir: string,
  values: PageValues,
  { refineCompression = false }: { refineCompression?: boolean } = {},
): PrerenderedPages | undefined {
  const manifestFile = path.join(pagesDir, 'pages.json')
  if (!fs.existsSync(manifestFile)) return undefined
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as PagesManifest
  const files = new Map<string, StaticFile>()
  for (const file of [
    ...Object.values(manifest.pages).map((page) => page.file),
    manifest.notFound,
  ]) {
    if (files.has(file)) continue
    const absolute = path.join(pagesDir, file)
    const template = fs.readFileSync(absolute, 'utf8')
    // When the build wrote the page, not when this process started: every process serving
    // one build answers the same Last-Modified (and the same ETag, a hash of the body).
    const modified = fs.statSync(absolute).mtime.toUTCString()
    const page = template
      .replaceAll('%PUBLIC_ORIGIN%', escapeAttribute(values.origin))
      .replaceAll('%PATIENT_PORTAL_URL%', escapeAttribute(values.patientPortalUrl))
    files.set(file, compile(page, modified))
  }
  const compiled = (file: string) => files.get(file)!
  const compressionRefined = refineCompression
    ? refineBrotli([...files.values()])
    : Promise.resolve()
  // The pages' own policy: the site's, plus the boot script each carries inline.
  const contentSecurityPolicy = pageSecurityPolicy(manifest.scriptHashes ?? [])

  return {
    paths: Object.keys(manifest.pages),
    compressionRefined,
    answer(pathname) {
      const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
      if (normalized !== pathname && manifest.pages[normalized]) {
        // One URL per page: /weight-loss/ → /weight-loss.
        return { kind: 'redirect', status: 301, location: normalized }
      }
      const redirect = manifest.redirects[normalized]
      if (redirect)
        return { kind: 'redirect', status: redirect.status, location: redirect.location }
      const page = manifest.pages[normalized]
      if (page)
        return {
          kind: 'page',
          status: page.status,
          file: compiled(page.file),
          contentSecurityPolicy,
        }
      return { kind: 'page', status: 404, file: compiled(manifest.notFound), contentSecurityPolicy }
    },
  }
}

// Quality 8, not 9: on the 75 pages of one build (4.1 MB) it gave 711.5 KB against 710.9 KB,
// but took 0.25 s instead of 5.8 s on a machine where fresh memory is slow to map, which every
// start of the server (and of each server test) paid. The build's assets keep quality 11.
const PAGE_BROTLI_QUALITY = 8
// What the running server then recompresses every page at, off the main thread: about 9 % fewer
// bytes (878 → 799 KB for the 75 pages of one build; /supplements 14.6 → 13.3 KB), for 4 s of one
// worker thread after start. The smaller body lets /supplements arrive within a connection's first
// round trip (docs/decisions/057-pages-recompressed-after-start.md).
const REFINED_BROTLI_QUALITY = 11

function compile(html: string, lastModified: string): StaticFile {
  const body = Buffer.from(html)
  return {
    contentType: 'text/html; charset=utf-8',
    lastModified,
    bodies: {
      identity: body,
      br: zlib.brotliCompressSync(body, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY },
      }),
      gzip: zlib.gzipSync(body, { level: 9 }),
    },
    etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
  }
}

/**
 * Replaces each page's Brotli body with one at the finest quality, one page at a time in the
 * zlib thread pool, so requests keep being answered meanwhile. The body decodes to the same bytes,
 * so the ETag stays. A page that fails to compress keeps the body it has.
 */
async function refineBrotli(files: StaticFile[]): Promise<void> {
  for (const file of files) {
    const body = file.bodies.identity
    if (!body) continue
    const refined = await brotliCompress(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: REFINED_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
      },
    }).catch(() => undefined)
    if (refined && refined.byteLength < (file.bodies.br?.byteLength ?? Infinity)) {
      file.bodies.br = new Uint8Array(refined)
    }
  }
}

function escapeAttribute(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
}
