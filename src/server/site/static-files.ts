import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { contentTypeFor } from '../lib/mime'

export type Encoding = 'br' | 'gzip' | 'identity'

export type StaticFile = {
  contentType: string
  lastModified: string
  /** One body per encoding available on disk (precompressed at build time). */
  bodies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>
  etag: string
}

/**
 * Loads the built client into memory once at start. The build is small (a few
 * hundred KB), immutable while the process runs, and serving from memory keeps
 * static responses close to nginx (docs/architecture.md, Performance budgets).
 */
export function loadStaticFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>()
  if (!fs.existsSync(root)) return files
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const absolute = path.join(entry.parentPath, entry.name)
    if (absolute.endsWith('.br') || absolute.endsWith('.gz')) continue
    const urlPath = '/' + path.relative(root, absolute).split(path.sep).join('/')
    // Hidden files are the build's own bookkeeping (.vite/manifest.json), not the site's.
    if (urlPath.includes('/.')) continue
    const body = fs.readFileSync(absolute)
    const bodies: StaticFile['bodies'] = { identity: body }
    if (fs.existsSync(`${absolute}.br`)) bodies.br = fs.readFileSync(`${absolute}.br`)
    if (fs.existsSync(`${absolute}.gz`)) bodies.gzip = fs.readFileSync(`${absolute}.gz`)
    files.set(urlPath, {
      contentType: contentTypeFor(absolute),
      lastModified: fs.statSync(absolute).mtime.toUTCString(),
      bodies,
      etag: createHash('sha256').update(body).digest('base64url').slice(0, 22),
    })
  }
  return files
}

/** Pick the best encoding the client accepts among those we have. */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: StaticFile['bodies'],
): Encoding {
  const accepted = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  const wildcard = accepted.get('*')
  const allows = (name: string) => (accepted.get(name) ?? wildcard ?? 0) > 0
  if (available.br && allows('br')) return 'br'
  if (available.gzip && allows('gzip')) return 'gzip'
  return 'identity'
}
