import * as fsp from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { createClient, type SupabaseClientOptions } from '@supabase/supabase-js'
import { Hono } from 'hono'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'

import { seedStorage } from './seed-storage'
import { createStorageRoutes } from './storage.routes'

// Wrap `open` so a test can prove HEAD answers from metadata without opening the object.
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fsp>()
  return { ...actual, open: vi.fn(actual.open) }
})

const VIDEO_BYTES = Uint8Array.from({ length: 1000 }, (_, i) => (i * 7 + 3) % 256)
const SECRET = Buffer.from('TOP-SECRET-outside-the-storage-root')
const NO_SUCH_KEY = {
  statusCode: '404',
  code: 'NoSuchKey',
  error: 'not_found',
  message: 'Object not found',
}
const NO_SUCH_BUCKET = {
  statusCode: '404',
  code: 'NoSuchBucket',
  error: 'Bucket not found',
  message: 'Bucket not found',
}

type RealtimeTransport = NonNullable<
  NonNullable<SupabaseClientOptions<'public'>['realtime']>['transport']
>

let base: string
let root: string
let secretPath: string
let app: Hono

const publicUrl = (objectPath: string) => `http://localhost/storage/v1/object/public/${objectPath}`
const authenticatedUrl = (objectPath: string) => `http://localhost/storage/v1/object/${objectPath}`

async function bodyBytes(response: Response): Promise<Buffer> {
  return Buffer.from(await response.arrayBuffer())
}

async function writeFile(file: string, data: string | Uint8Array) {
  await fsp.mkdir(path.dirname(file), { recursive: true })
  await fsp.writeFile(file, data)
}

beforeAll(async () => {
  base = await fsp.mkdtemp(path.join(os.tmpdir(), 'storage-routes-'))
  const source = path.join(base, 'media')
  root = path.join(base, 'storage')
  secretPath = path.join(base, 'secret.txt')

  await writeFile(path.join(source, 'hero-videos', 'Runner.mp4'), VIDEO_BYTES)
  await writeFile(path.join(source, 'hero-videos', 'poster.jpg'), 'jpg')
  await writeFile(path.join(source, 'hero-videos', 'poster.JPEG'), 'jpeg')
  await writeFile(path.join(source, 'hero-videos', 'poster.png'), 'png')
  await writeFile(path.join(source, 'hero-videos', 'poster.webp'), 'webp')
  await writeFile(path.join(source, 'hero-videos', 'poster.avif'), 'avif')
  await writeFile(path.join(source, 'hero-videos', 'logo.svg'), '<svg/>')
  await writeFile(path.join(source, 'hero-videos', 'anim.gif'), 'gif')
  await writeFile(path.join(source, 'hero-videos', 'brochure.pdf'), 'pdf')
  await writeFile(path.join(source, 'hero-videos', 'data.json'), '{}')
  await writeFile(path.join(source, 'hero-videos', 'notes.txt'), 'hello')
  await writeFile(path.join(source, 'hero-videos', 'blob.bin'), 'bin')
  await writeFile(path.join(source, 'hero-videos', 'empty.txt'), '')
  await writeFile(path.join(source, 'hero-videos', 'nested', 'deep', 'clip.webm'), 'webm')
  await writeFile(path.join(source, 'hero-videos', 'with space.png'), 'spaced')
  await writeFile(secretPath, SECRET)

  await seedStorage(source, root)

  // Planted after seeding: links that escape the bucket, one that stays inside it, and a
  // bucket that is itself a link out of the storage root.
  const bucket = path.join(root, 'hero-videos')
  await fsp.symlink(secretPath, path.join(bucket, 'escape.txt'))
  await fsp.symlink(base, path.join(bucket, 'escape-dir'))
  await fsp.symlink(path.join(bucket, 'Runner.mp4'), path.join(bucket, 'alias.mp4'))
  await fsp.symlink(base, path.join(root, 'evil-bucket'))
  await fsp.writeFile(path.join(root, 'stray.txt'), 'not a bucket')
  await fsp.symlink(path.join(bucket, 'loop-a'), path.join(bucket, 'loop-b'))
  await fsp.symlink(path.join(bucket, 'loop-b'), path.join(bucket, 'loop-a'))

  app = new Hono()
  app.route('/storage/v1', createStorageRoutes({ root }))
})

afterAll(async () => {
  await fsp.rm(base, { recursive: true, force: true })
})

describe('GET /object/public/:bucket/*', () => {
  it('streams the whole object with Storage headers', async () => {
    const stats = await fsp.stat(path.join(root, 'hero-videos', 'Runner.mp4'))
    const res = await app.request(publicUrl('hero-videos/Runner.mp4'))

    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('video/mp4')
    expect(res.headers.get('Content-Length')).toBe('1000')
    expect(res.headers.get('ETag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/)
    expect(res.headers.get('Last-Modified')).toBe(stats.mtime.toUTCString())
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=3600')
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(res.headers.get('X-Robots-Tag')).toBe('none')
    expect(res.headers.get('Content-Disposition')).toBeNull()
    expect(await bodyBytes(res)).toEqual(Buffer.from(VIDEO_BYTES))
  })

  it('gives a stable ETag that changes when the file changes', async () => {
    const file = path.join(root, 'hero-videos', 'notes.txt')
    const first = (await app.request(publicUrl('hero-videos/notes.txt'))).headers.get('ETag')
    const again = (await app.request(publicUrl('hero-videos/notes.txt'))).headers.get('ETag')
    expect(again).toBe(first)

    const original = await fsp.stat(file)
    await fsp.writeFile(file, 'hello, world')
    await fsp.utimes(file, original.atime, new Date(original.mtimeMs + 5000))
    const changed = await app.request(publicUrl('hero-videos/notes.txt'))
    expect(changed.headers.get('ETag')).not.toBe(first)
    expect(await changed.text()).toBe('hello, world')
  })

  it('serves nested keys and percent-encoded names', async () => {
    const nested = await app.request(publicUrl('hero-videos/nested/deep/clip.webm'))
    expect(nested.status).toBe(200)
    expect(await nested.text()).toBe('webm')

    const spaced = await app.request(publicUrl('hero-videos/with%20space.png'))
    expect(spaced.status).toBe(200)
    expect(await spaced.text()).toBe('spaced')
  })

  it('serves a symlink that stays inside the bucket', async () => {
    const res = await app.request(publicUrl('hero-videos/alias.mp4'))
    expect(res.status).toBe(200)
    expect(await bodyBytes(res)).toEqual(Buffer.from(VIDEO_BYTES))
  })

  it('serves an empty file with Content-Length 0', async () => {
    const res = await app.request(publicUrl('hero-videos/empty.txt'))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Length')).toBe('0')
    expect(await res.text()).toBe('')
  })

  it.each([
    ['poster.jpg', 'image/jpeg'],
    ['poster.JPEG', 'image/jpeg'],
    ['poster.png', 'image/png'],
    ['poster.webp', 'image/webp'],
    ['poster.avif', 'image/avif'],
    ['logo.svg', 'image/svg+xml'],
    ['anim.gif', 'image/gif'],
    ['brochure.pdf', 'application/pdf'],
    ['nested/deep/clip.webm', 'video/webm'],
    ['notes.txt', 'text/plain; charset=utf-8'],
    ['blob.bin', 'application/octet-stream'],
  ])('sets the Content-Type of %s to %s', async (name, type) => {
    const res = await app.request(publicUrl(`hero-videos/${name}`))
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe(type)
  })

  it('sets a JSON Content-Type for .json', async () => {
    const res = await app.request(publicUrl('hero-videos/data.json'))
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json\b/)
  })

  it('adds Content-Disposition for ?download', async () => {
    const bare = await app.request(publicUrl('hero-videos/Runner.mp4?download'))
    expect(bare.headers.get('Content-Disposition')).toBe('attachment;')

    const named = await app.request(
      publicUrl('hero-videos/Runner.mp4?download=my%20clip%22%3B.mp4'),
    )
    expect(named.headers.get('Content-Disposition')).toBe(
      "attachment; filename=my%20clip%22%3B.mp4; filename*=UTF-8''my%20clip%22%3B.mp4",
    )
    expect(await bodyBytes(named)).toEqual(Buffer.from(VIDEO_BYTES))
  })

  it('cuts a ?download name to 255 bytes, so a long one cannot overflow the response headers', async () => {
    // Found by the fuzzer (npm run test:fuzz): 5,000 spaces made a 30 KB header no client could read.
    const res = await app.request(
      publicUrl(`hero-videos/Runner.mp4?download=${'%20'.repeat(5000)}`),
    )
    expect(res.status).toBe(200)
    const spaces = '%20'.repeat(255)
    expect(res.headers.get('Content-Disposition')).toBe(
      `attachment; filename=${spaces}; filename*=UTF-8''${spaces}`,
    )

    // Cut between characters, never inside one: 127 × "é" (2 bytes each) is 254 bytes.
    const accents = await app.request(
      publicUrl(`hero-videos/Runner.mp4?download=${'%C3%A9'.repeat(200)}`),
    )
    const encoded = '%C3%A9'.repeat(127)
    expect(accents.headers.get('Content-Disposition')).toBe(
      `attachment; filename=${encoded}; filename*=UTF-8''${encoded}`,
    )
  })
})

describe('HEAD', () => {
  beforeEach(() => {
    vi.mocked(fsp.open).mockClear()
  })

  it('answers 200 with the headers and an empty body, without opening the file', async () => {
    const res = await app.request(publicUrl('hero-videos/Runner.mp4'), { method: 'HEAD' })

    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('video/mp4')
    expect(res.headers.get('Content-Length')).toBe('1000')
    expect(res.headers.get('ETag')).toMatch(/^"/)
    expect(res.headers.get('Last-Modified')).not.toBeNull()
    expect(res.headers.get('Accept-Ranges')).toBe('bytes')
    expect(await res.arrayBuffer()).toHaveProperty('byteLength', 0)
    expect(fsp.open).not.toHaveBeenCalled()
  })

  it('is measured against GET, which does open the file', async () => {
    await (await app.request(publicUrl('hero-videos/Runner.mp4'))).arrayBuffer()
    expect(fsp.open).toHaveBeenCalledTimes(1)
  })

  it('answers a Range with 206 and an empty body', async () => {
    const res = await app.request(publicUrl('hero-videos/Runner.mp4'), {
      method: 'HEAD',
      headers: { Range: 'bytes=0-99' },
    })
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 0-99/1000')
    expect(res.headers.get('Content-Length')).toBe('100')
    expect(await res.text()).toBe('')
    expect(fsp.open).not.toHaveBeenCalled()
  })

  it('answers a missing object with the 400 NoSuchKey status', async () => {
    const res = await app.request(publicUrl('hero-videos/missing.mp4'), { method: 'HEAD' })
    expect(res.status).toBe(400)
    expect(await res.text()).toBe('')
  })
})

describe('authenticated object route (storage-js exists/download)', () => {
  it('serves GET and HEAD like the public route', async () => {
    const head = await app.request(authenticatedUrl('hero-videos/Runner.mp4'), { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('Content-Length')).toBe('1000')

    const get = await app.request(authenticatedUrl('hero-videos/Runner.mp4'))
    expect(get.status).toBe(200)
    expect(await bodyBytes(get)).toEqual(Buffer.from(VIDEO_BYTES))

    const missing = await app.request(authenticatedUrl('hero-videos/nope.mp4'), { method: 'HEAD' })
    expect(missing.status).toBe(400)
  })

  it('works with the supabase-js storage client', async () => {
    const supabase = createClient('http://localhost', 'anon-key', {
      auth: { persistSession: false, autoRefreshToken: false },
      // Node 20 has no global WebSocket and supabase-js builds its realtime client eagerly;
      // `ws` is the transport realtime-js documents, though its typings differ from `ws`'s.
      realtime: { transport: WebSocket as unknown as RealtimeTransport },
      global: { fetch: (input, init) => Promise.resolve(app.request(input, init)) },
    })
    const bucket = supabase.storage.from('hero-videos')

    expect((await bucket.exists('Runner.mp4')).data).toBe(true)
    expect((await bucket.exists('nope.mp4')).data).toBe(false)

    const { data, error } = await bucket.download('Runner.mp4')
    expect(error).toBeNull()
    expect(data).toBeInstanceOf(Blob)
    expect(new Uint8Array((await data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(VIDEO_BYTES)

    const { publicUrl: link } = bucket.getPublicUrl('Runner.mp4').data
    const res = await app.request(link)
    expect(res.status).toBe(200)
  })
})

describe('Range requests', () => {
  const get = (range: string, extra: Record<string, string> = {}) =>
    app.request(publicUrl('hero-videos/Runner.mp4'), { headers: { Range: range, ...extra } })

  it('answers bytes=0-99 with 206 and exactly 100 bytes', async () => {
    const res = await get('bytes=0-99')
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 0-99/1000')
    expect(res.headers.get('Content-Length')).toBe('100')
    expect(res.headers.get('Content-Type')).toBe('video/mp4')
    const body = await bodyBytes(res)
    expect(body.length).toBe(100)
    expect(body).toEqual(Buffer.from(VIDEO_BYTES.subarray(0, 100)))
  })

  it('answers a suffix range with the last n bytes', async () => {
    const res = await get('bytes=-100')
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 900-999/1000')
    expect(await bodyBytes(res)).toEqual(Buffer.from(VIDEO_BYTES.subarray(900)))
  })

  it('answers a suffix longer than the file with the whole file as 206', async () => {
    const res = await get('bytes=-5000')
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 0-999/1000')
    expect((await bodyBytes(res)).length).toBe(1000)
  })

  it('answers an open range up to the end', async () => {
    const res = await get('bytes=990-')
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 990-999/1000')
    expect(res.headers.get('Content-Length')).toBe('10')
    expect(await bodyBytes(res)).toEqual(Buffer.from(VIDEO_BYTES.subarray(990)))
  })

  it('clamps a range that runs past the end', async () => {
    const res = await get('bytes=900-5000')
    expect(res.status).toBe(206)
    expect(res.headers.get('Content-Range')).toBe('bytes 900-999/1000')
    expect((await bodyBytes(res)).length).toBe(100)
  })

  it.each(['bytes=1000-', 'bytes=5000-6000', 'bytes=5-2', 'bytes=-0', 'bytes=-'])(
    'answers the unsatisfiable %s with 416',
    async (range) => {
      const res = await get(range)
      expect(res.status).toBe(416)
      expect(res.headers.get('Content-Range')).toBe('bytes */1000')
      expect(await res.text()).toBe('')
    },
  )

  it.each(['bytes=0-1,5-6', 'items=0-1', 'bytes=abc'])(
    'answers %s with the full 200',
    async (range) => {
      const res = await get(range)
      expect(res.status).toBe(200)
      expect(res.headers.get('Content-Range')).toBeNull()
      expect(await bodyBytes(res)).toEqual(Buffer.from(VIDEO_BYTES))
    },
  )

  it('honors If-Range only when it matches the ETag', async () => {
    const etag = (await app.request(publicUrl('hero-videos/Runner.mp4'))).headers.get('ETag')!

    const matching = await get('bytes=0-9', { 'If-Range': etag })
    expect(matching.status).toBe(206)
    expect((await bodyBytes(matching)).length).toBe(10)

    const stale = await get('bytes=0-9', { 'If-Range': '"stale-etag"' })
    expect(stale.status).toBe(200)
    expect((await bodyBytes(stale)).length).toBe(1000)
  })
})

describe('conditional requests', () => {
  let etag: string
  let lastModified: string

  beforeAll(async () => {
    const res = await app.request(publicUrl('hero-videos/Runner.mp4'))
    etag = res.headers.get('ETag')!
    lastModified = res.headers.get('Last-Modified')!
  })

  const get = (headers: Record<string, string>) =>
    app.request(publicUrl('hero-videos/Runner.mp4'), { headers })

  it('answers a matching If-None-Match with 304, the ETag and no body', async () => {
    for (const value of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const res = await get({ 'If-None-Match': value })
      expect(res.status).toBe(304)
      expect(res.headers.get('ETag')).toBe(etag)
      expect(await res.text()).toBe('')
    }
  })

  it('answers a different If-None-Match with the full object', async () => {
    const res = await get({ 'If-None-Match': '"something-else"' })
    expect(res.status).toBe(200)
    expect((await bodyBytes(res)).length).toBe(1000)
  })

  it('answers If-Modified-Since at or after the mtime with 304', async () => {
    const res = await get({ 'If-Modified-Since': lastModified })
    expect(res.status).toBe(304)
    expect(await res.text()).toBe('')

    const later = await get({ 'If-Modified-Since': new Date(Date.now() + 60_000).toUTCString() })
    expect(later.status).toBe(304)
  })

  it('answers an older If-Modified-Since with the full object', async () => {
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString()
    const res = await get({ 'If-Modified-Since': earlier })
    expect(res.status).toBe(200)
  })

  it('ignores If-Modified-Since when If-None-Match is present', async () => {
    const res = await get({
      'If-None-Match': '"something-else"',
      'If-Modified-Since': lastModified,
    })
    expect(res.status).toBe(200)
  })

  it('ignores an unparseable If-Modified-Since', async () => {
    const res = await get({ 'If-Modified-Since': 'not a date' })
    expect(res.status).toBe(200)
  })
})

describe('errors', () => {
  it('answers a missing object with 400 NoSuchKey and no-store', async () => {
    const res = await app.request(publicUrl('hero-videos/missing.mp4'))
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(await res.json()).toEqual(NO_SUCH_KEY)
  })

  it('answers a missing bucket with 400 NoSuchBucket and no-store', async () => {
    const res = await app.request(publicUrl('no-such-bucket/Runner.mp4'))
    expect(res.status).toBe(400)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(await res.json()).toEqual(NO_SUCH_BUCKET)
  })

  it.each([
    ['a file at the root', 'stray.txt/x'],
    ['an encoded slash in the name', 'hero-videos%2FRunner.mp4/x'],
  ])('answers a bucket that is %s with NoSuchBucket', async (_label, objectPath) => {
    const res = await app.request(publicUrl(objectPath))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(NO_SUCH_BUCKET)
  })

  it.each([
    ['a directory', 'hero-videos/nested'],
    ['a directory with a trailing slash', 'hero-videos/nested/'],
    ['an empty key', 'hero-videos/'],
    ['no key at all', 'hero-videos'],
    ['a path below a file', 'hero-videos/Runner.mp4/x'],
    ['an over-long name', `hero-videos/${'a'.repeat(300)}.mp4`],
    ['a symlink loop', 'hero-videos/loop-a'],
    ['malformed percent-encoding', 'hero-videos/%E0%A4%A'],
    ['a stray percent sign', 'hero-videos/100%'],
    ['a non-hex escape', 'hero-videos/%zz.mp4'],
  ])('answers %s with NoSuchKey', async (_label, objectPath) => {
    const res = await app.request(publicUrl(objectPath))
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(NO_SUCH_KEY)
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])('answers %s with 405', async (method) => {
    for (const url of [
      publicUrl('hero-videos/Runner.mp4'),
      authenticatedUrl('hero-videos/Runner.mp4'),
    ]) {
      const res = await app.request(url, { method })
      expect(res.status).toBe(405)
      expect(res.headers.get('Allow')).toBe('GET, HEAD')
      expect(await res.json()).toEqual({
        statusCode: '405',
        code: 'MethodNotAllowed',
        error: 'Method Not Allowed',
        message: 'Method not allowed',
      })
    }
  })
})

describe('path traversal', () => {
  const ERROR_BODIES = [NO_SUCH_KEY, NO_SUCH_BUCKET]

  async function expectRefused(res: Response) {
    const body = await bodyBytes(res)
    expect(body.includes(SECRET)).toBe(false)
    expect(res.status).toBe(400)
    expect(ERROR_BODIES).toContainEqual(JSON.parse(body.toString('utf8')))
  }

  it('contains raw ../ (normalized away by the URL parser)', async () => {
    await expectRefused(await app.request(publicUrl('hero-videos/../../secret.txt')))
    await expectRefused(await app.request(publicUrl('hero-videos/..\\..\\secret.txt')))
  })

  it('rejects raw dot segments even when the request URL is not normalized', async () => {
    // Some adapters hand Hono the request target verbatim; prove the handler itself refuses.
    const request = new Request(publicUrl('hero-videos/x'))
    const raw = publicUrl('hero-videos/../../secret.txt')
    const unnormalised = new Proxy(request, {
      get(target, property) {
        if (property === 'url') return raw
        const value: unknown = Reflect.get(target, property, target)
        return typeof value === 'function'
          ? (value as (...a: unknown[]) => unknown).bind(target)
          : value
      },
    })
    const res = await app.fetch(unnormalised)
    const body = await bodyBytes(res)
    expect(body.includes(SECRET)).toBe(false)
    expect(res.status).toBe(400)
    expect(JSON.parse(body.toString('utf8'))).toEqual(NO_SUCH_KEY)
  })

  it.each([
    ['%2e%2e%2f', 'hero-videos/%2e%2e%2f%2e%2e%2fsecret.txt'],
    ['..%2f', 'hero-videos/..%2f..%2fsecret.txt'],
    ['%2e%2e/ inside a segment', 'hero-videos/nested/%2e%2e%2f%2e%2e%2f%2e%2e%2fsecret.txt'],
    ['double-encoded %252e%252e%252f', 'hero-videos/%252e%252e%252f%252e%252e%252fsecret.txt'],
    ['%5c backslashes', 'hero-videos/..%5c..%5csecret.txt'],
    ['a literal backslash', 'hero-videos/a\\b'],
    ['NUL byte', 'hero-videos/Runner.mp4%00.txt'],
    ['NUL byte alone', 'hero-videos/%00'],
    ['absolute path via //', 'hero-videos//etc/passwd'],
    ['absolute path via %2f', 'hero-videos/%2fetc%2fpasswd'],
    ['a symlink to a file outside', 'hero-videos/escape.txt'],
    ['a symlinked directory outside', 'hero-videos/escape-dir/secret.txt'],
  ])('refuses %s with NoSuchKey', async (_label, objectPath) => {
    const res = await app.request(publicUrl(objectPath))
    const body = await bodyBytes(res)
    expect(body.includes(SECRET)).toBe(false)
    expect(res.status).toBe(400)
    expect(JSON.parse(body.toString('utf8'))).toEqual(NO_SUCH_KEY)
  })

  it('refuses the absolute path of the secret file', async () => {
    await expectRefused(
      await app.request(publicUrl(`hero-videos/${encodeURIComponent(secretPath)}`)),
    )
    await expectRefused(await app.request(publicUrl(`hero-videos/${secretPath}`)))
  })

  it.each([
    ['a bucket symlinked outside the root', 'evil-bucket/secret.txt'],
    ['an encoded ../ bucket', '..%2fsecret.txt/x'],
    ['a %2e%2e bucket', '%2e%2e%2f%2e%2e/secret.txt'],
    ['a NUL bucket', 'hero-videos%00/Runner.mp4'],
    ['a backslash bucket', '..%5c/secret.txt'],
  ])('refuses %s with NoSuchBucket', async (_label, objectPath) => {
    const res = await app.request(publicUrl(objectPath))
    const body = await bodyBytes(res)
    expect(body.includes(SECRET)).toBe(false)
    expect(res.status).toBe(400)
    expect(JSON.parse(body.toString('utf8'))).toEqual(NO_SUCH_BUCKET)
  })

  it('refuses traversal on the authenticated route and for HEAD', async () => {
    await expectRefused(await app.request(authenticatedUrl('hero-videos/..%2f..%2fsecret.txt')))
    await expectRefused(await app.request(authenticatedUrl('hero-videos/escape.txt')))
    const head = await app.request(publicUrl('hero-videos/escape.txt'), { method: 'HEAD' })
    expect(head.status).toBe(400)
  })
})

describe('seedStorage', () => {
  let source: string
  let target: string
  const dirs: string[] = []

  beforeEach(async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), 'seed-storage-'))
    dirs.push(dir)
    source = path.join(dir, 'media')
    target = path.join(dir, 'data', 'storage')
    await writeFile(path.join(source, 'hero-videos', 'Runner.mp4'), VIDEO_BYTES)
    await writeFile(path.join(source, 'hero-videos', 'posters', 'runner.jpg'), 'poster')
    await writeFile(path.join(source, 'other-bucket', 'a.txt'), 'a')
  })

  afterAll(async () => {
    await Promise.all(dirs.map((dir) => fsp.rm(dir, { recursive: true, force: true })))
  })

  it('copies every file into the bucket layout, keeping the source mtime', async () => {
    expect(await seedStorage(source, target)).toEqual({ copied: 3 })
    const copiedVideo = await fsp.readFile(path.join(target, 'hero-videos', 'Runner.mp4'))
    expect(copiedVideo).toEqual(Buffer.from(VIDEO_BYTES))
    expect(
      await fsp.readFile(path.join(target, 'hero-videos', 'posters', 'runner.jpg'), 'utf8'),
    ).toBe('poster')
    expect(await fsp.readFile(path.join(target, 'other-bucket', 'a.txt'), 'utf8')).toBe('a')

    const sourceStats = await fsp.stat(path.join(source, 'hero-videos', 'Runner.mp4'))
    const targetStats = await fsp.stat(path.join(target, 'hero-videos', 'Runner.mp4'))
    expect(Math.floor(targetStats.mtimeMs / 1000)).toBe(Math.floor(sourceStats.mtimeMs / 1000))
  })

  it('skips unchanged files on a second run', async () => {
    await seedStorage(source, target)
    expect(await seedStorage(source, target)).toEqual({ copied: 0 })
  })

  it('updates a file whose size changed', async () => {
    await seedStorage(source, target)
    await fsp.writeFile(path.join(source, 'other-bucket', 'a.txt'), 'a longer body')
    expect(await seedStorage(source, target)).toEqual({ copied: 1 })
    expect(await fsp.readFile(path.join(target, 'other-bucket', 'a.txt'), 'utf8')).toBe(
      'a longer body',
    )
  })

  it('updates a same-size file whose source is newer', async () => {
    await seedStorage(source, target)
    const file = path.join(source, 'other-bucket', 'a.txt')
    const before = await fsp.stat(file)
    await fsp.writeFile(file, 'b')
    await fsp.utimes(file, before.atime, new Date(before.mtimeMs + 10_000))
    expect(await seedStorage(source, target)).toEqual({ copied: 1 })
    expect(await fsp.readFile(path.join(target, 'other-bucket', 'a.txt'), 'utf8')).toBe('b')
  })

  it('leaves no temp files behind', async () => {
    await seedStorage(source, target)
    const entries = await fsp.readdir(target, { recursive: true })
    expect(entries.filter((name) => name.includes('seed-tmp'))).toEqual([])
  })
})
