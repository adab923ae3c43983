import { constants as fsConstants, type Stats } from 'node:fs'
import { type FileHandle, open, realpath, stat } from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'

import { type Context, Hono } from 'hono'

import { contentTypeFor } from '../lib/mime'
import { methodNotAllowed, noSuchBucket, noSuchKey } from './storage-errors'

export type StorageRoutesOptions = {
  /** Absolute directory; each subdirectory is a public bucket. */
  root: string
}

const CACHE_CONTROL = 'public, max-age=3600'

// These mean "the path names nothing servable". ELOOP and ENAMETOOLONG come from the request
// (a symlink loop via O_NOFOLLOW, an over-long segment), so they must not become a 500.
const MISSING_CODES = new Set(['ENOENT', 'ENOTDIR', 'EISDIR', 'ELOOP', 'ENAMETOOLONG'])

/**
 * Read-only, Supabase-Storage-compatible object server for public buckets.
 * Mount with `app.route('/storage/v1', createStorageRoutes({ root }))`.
 */
export function createStorageRoutes({ root }: StorageRoutesOptions): Hono {
  const app = new Hono()
  const serve = (c: Context) => serveObject(c, root)

  // The public route comes first so `/object/public/b/k` is never read as bucket "public".
  // `:key{.+}` spans slashes; the `/*` twin catches an empty key (`/object/public/b/`).
  // Hono dispatches HEAD to the GET handler (and drops the body), so listing HEAD here only
  // documents intent; `serveObject` checks the method itself so HEAD never opens the file.
  const patterns = [
    '/object/public/:bucket/:key{.+}',
    '/object/public/:bucket/*',
    '/object/:bucket/:key{.+}',
    '/object/:bucket/*',
  ]
  for (const pattern of patterns) app.on(['GET', 'HEAD'], pattern, serve)
  for (const pattern of patterns) {
    app.all(pattern, () => {
      throw methodNotAllowed()
    })
  }

  return app
}

async function serveObject(c: Context, root: string): Promise<Response> {
  const isHead = c.req.method === 'HEAD'
  // Hono has already percent-decoded params exactly once (malformed escapes are kept
  // verbatim, never thrown), so `%252e` arrives as the literal text `%2e` and stays that.
  const bucketDir = await resolveBucket(root, c.req.param('bucket') ?? '')
  if (bucketDir === null) throw noSuchBucket()
  const objectPath = await resolveObject(bucketDir, c.req.param('key') ?? '')
  if (objectPath === null) throw noSuchKey()

  // HEAD only needs metadata. GET opens first and stats the handle, so the headers describe
  // exactly the bytes we stream even if the seeder renames a new version into place meanwhile.
  let handle: FileHandle | undefined
  let stats: Stats
  try {
    if (isHead) {
      stats = await stat(objectPath)
    } else {
      // O_NOFOLLOW: the path is already fully resolved, so a symlink here means it was swapped
      // in. O_NONBLOCK: a FIFO would otherwise block the open until a writer shows up; regular
      // files ignore it, and anything that is not a regular file is refused just below.
      const flags = fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW | fsConstants.O_NONBLOCK
      handle = await open(objectPath, flags)
      stats = await handle.stat()
    }
  } catch (error) {
    await handle?.close()
    if (isMissing(error)) throw noSuchKey()
    throw error
  }
  if (!stats.isFile()) {
    await handle?.close()
    throw noSuchKey()
  }

  const plan = planResponse(c, stats, c.req.param('key') ?? '')
  if (plan.body === null || handle === undefined) {
    await handle?.close()
    return new Response(null, { status: plan.status, headers: plan.headers })
  }
  // autoClose releases the handle when the stream ends, errors, or the client goes away.
  const stream = handle.createReadStream({ start: plan.body.start, end: plan.body.end })
  return new Response(Readable.toWeb(stream) as ReadableStream, {
    status: plan.status,
    headers: plan.headers,
  })
}

type ResponsePlan = {
  status: 200 | 206 | 304 | 416
  headers: Headers
  /** Inclusive byte range to stream; null when the response has no body. */
  body: { start: number; end: number } | null
}

function planResponse(c: Context, stats: Stats, key: string): ResponsePlan {
  const size = stats.size
  const etag = `"${size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`
  const mtimeSeconds = Math.floor(stats.mtimeMs / 1000) * 1000
  const lastModified = new Date(mtimeSeconds).toUTCString()

  const headers = new Headers({
    ETag: etag,
    'Last-Modified': lastModified,
    'Cache-Control': CACHE_CONTROL,
    'Accept-Ranges': 'bytes',
    'X-Robots-Tag': 'none',
  })

  // RFC 9110 §13.2.2: If-None-Match wins over If-Modified-Since, and both precede Range.
  const ifNoneMatch = c.req.header('If-None-Match')
  const notModified =
    ifNoneMatch !== undefined
      ? etagListMatches(ifNoneMatch, etag)
      : modifiedSinceCovers(c.req.header('If-Modified-Since'), mtimeSeconds)
  if (notModified) return { status: 304, headers, body: null }

  headers.set('Content-Type', contentTypeFor(key))
  const disposition = contentDisposition(c.req.query('download'))
  if (disposition !== null) headers.set('Content-Disposition', disposition)

  const isHead = c.req.method === 'HEAD'
  const rangeHeader = c.req.header('Range')
  const ifRange = c.req.header('If-Range')
  const range =
    rangeHeader !== undefined &&
    (ifRange === undefined || ifRangeMatches(ifRange, etag, lastModified))
      ? parseRange(rangeHeader, size)
      : FULL

  if (range.kind === 'unsatisfiable') {
    headers.delete('Content-Type')
    headers.delete('Content-Disposition')
    headers.set('Content-Range', `bytes */${size}`)
    headers.set('Cache-Control', 'no-store')
    return { status: 416, headers, body: null }
  }
  if (range.kind === 'partial') {
    headers.set('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    headers.set('Content-Length', String(range.end - range.start + 1))
    return { status: 206, headers, body: isHead ? null : range }
  }
  headers.set('Content-Length', String(size))
  // An empty file has no byte range to stream (createReadStream rejects end = -1).
  return { status: 200, headers, body: isHead || size === 0 ? null : { start: 0, end: size - 1 } }
}

type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' }

const FULL: RangeResult = { kind: 'full' }

/**
 * One `bytes=` range → 206, clamped to the file. Multiple ranges are answered with the whole
 * file (RFC 9110 §14.2 lets us ignore Range); other units and unparseable text are ignored too.
 * A well-formed but impossible range (start past the end, start > end, empty suffix) is 416.
 */
function parseRange(header: string, size: number): RangeResult {
  const value = header.trim()
  if (!/^bytes=/i.test(value) || value.includes(',')) return FULL
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)$/i.exec(value)
  if (match === null) return FULL
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return { kind: 'unsatisfiable' }
  if (first === '') {
    const suffix = Number(last)
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' }
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Number(last)
  if (start >= size || start > end) return { kind: 'unsatisfiable' }
  return { kind: 'partial', start, end: Math.min(end, size - 1) }
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`. */
function etagListMatches(header: string, etag: string): boolean {
  return header.split(',').some((candidate) => {
    const tag = candidate.trim()
    return tag === '*' || tag.replace(/^W\//, '') === etag
  })
}

/** Second precision, because Last-Modified (an HTTP date) cannot carry more. */
function modifiedSinceCovers(header: string | undefined, mtimeSeconds: number): boolean {
  if (header === undefined) return false
  const since = Date.parse(header)
  return !Number.isNaN(since) && mtimeSeconds <= since
}

/** If-Range needs a strong match: the exact ETag, or exactly our Last-Modified date. */
function ifRangeMatches(header: string, etag: string, lastModified: string): boolean {
  const value = header.trim()
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag
  const date = Date.parse(value)
  return !Number.isNaN(date) && date === Date.parse(lastModified)
}

/**
 * A `download` name is cut to 255 bytes of UTF-8, the longest file name most file systems
 * take: it is echoed twice in a header, and an unbounded one made headers too large for
 * clients and proxies to read (a proxy answers that with a 502).
 */
const MAX_DOWNLOAD_NAME_BYTES = 255

function contentDisposition(download: string | undefined): string | null {
  if (download === undefined) return null
  const name = truncateUtf8(download, MAX_DOWNLOAD_NAME_BYTES)
  if (name === '') return 'attachment;'
  let encoded: string
  try {
    encoded = encodeURIComponent(name)
  } catch {
    // A lone surrogate cannot be encoded; still honor the download request.
    return 'attachment;'
  }
  return `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`
}

/** The longest prefix of `text` that is at most `maxBytes` of UTF-8, whole code points only. */
function truncateUtf8(text: string, maxBytes: number): string {
  let bytes = 0
  let end = 0
  for (const char of text) {
    bytes += Buffer.byteLength(char)
    if (bytes > maxBytes) break
    end += char.length
  }
  return text.slice(0, end)
}

/**
 * A bucket is one plain directory name directly under `root`. Its real path must stay
 * inside the real root, so a bucket symlinked elsewhere is not served.
 */
async function resolveBucket(root: string, bucket: string): Promise<string | null> {
  if (!isPlainSegment(bucket)) return null
  try {
    const realRoot = await realpath(root)
    const realBucket = await realpath(path.join(realRoot, bucket))
    if (!isInside(realRoot, realBucket)) return null
    return (await stat(realBucket)).isDirectory() ? realBucket : null
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

/**
 * Every key segment must be a plain name (no `.`/`..`, separators, NUL or control
 * characters, no empty segment from `//` or a leading `/`). Then the real path, with
 * symlinks resolved, must still be inside the bucket.
 */
async function resolveObject(bucketDir: string, key: string): Promise<string | null> {
  const segments = key.split('/')
  if (!segments.every(isPlainSegment)) return null
  const candidate = path.join(bucketDir, ...segments)
  if (!isInside(bucketDir, candidate)) return null
  try {
    const real = await realpath(candidate)
    return isInside(bucketDir, real) ? real : null
  } catch (error) {
    if (isMissing(error)) return null
    throw error
  }
}

// Separators and control characters (NUL included) never belong in a file name we serve.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_SEGMENT_CHARS = /[/\\\u0000-\u001f\u007f]/

function isPlainSegment(segment: string): boolean {
  return (
    segment !== '' && segment !== '.' && segment !== '..' && !UNSAFE_SEGMENT_CHARS.test(segment)
  )
}

/** True when `child` is strictly below `parent` (both absolute and normalized). */
function isInside(parent: string, child: string): boolean {
  const prefix = parent.endsWith(path.sep) ? parent : parent + path.sep
  return child.startsWith(prefix) && child.length > prefix.length
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    MISSING_CODES.has(error.code)
  )
}
