import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import path from 'node:path'
import zlib from 'node:zlib'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { createUser, useTestServers } from './auth/auth-testing'
import { answerClientErrors } from './client-errors'
import { baseSecurityHeaders } from './middleware/security-headers'
import { createTestApp, makeTempDir, readOutbox, type TestServer } from './testing'

// Links in mail, redirects and /config.json come from configuration, never from the Host a
// request names (docs/decisions/014-public-origin-from-configuration.md).

const startServer = useTestServers()

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string }

/** A request with a Host of our choosing (fetch always sends the URL's own). */
function rawRequest(
  server: TestServer,
  {
    method = 'GET',
    path: requestPath,
    host,
    body,
    headers = {},
  }: {
    method?: string
    path: string
    host: string
    body?: unknown
    headers?: Record<string, string>
  },
): Promise<RawAnswer> {
  const url = new URL(server.url)
  const payload = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: requestPath,
        headers: {
          host,
          apikey: server.anonKey,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => (text += chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
        )
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

function linksInOutbox(server: TestServer): string[] {
  return readOutbox(server.outboxDir).flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
}

describe('a forged Host header', () => {
  it('gets no recovery mail sent, and no link ever leaves the configured origin', async () => {
    const server = await startServer()
    await createUser(server, 'owner@example.com', 'owner password 1')

    const forged = await rawRequest(server, {
      method: 'POST',
      path: '/auth/v1/recover',
      host: 'attacker.example',
      body: { email: 'owner@example.com' },
    })
    expect(forged.status).toBe(400)
    expect(JSON.parse(forged.body)).toEqual({ message: 'Invalid Host header' })
    expect(readOutbox(server.outboxDir)).toEqual([])

    // The same request as the site's own page sends it: the link names the listening origin.
    const real = await rawRequest(server, {
      method: 'POST',
      path: '/auth/v1/recover',
      host: new URL(server.url).host,
      body: { email: 'owner@example.com' },
    })
    expect(real.status).toBe(200)
    const links = linksInOutbox(server)
    expect(links).toHaveLength(1)
    for (const link of links) expect(new URL(link).origin).toBe(server.url)
  })

  it('gets no confirmation mail sent on sign-up', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const forged = await rawRequest(server, {
      method: 'POST',
      path: '/auth/v1/signup',
      host: 'attacker.example:8080',
      body: { email: 'new@example.com', password: 'a fine password 1' },
    })
    expect(forged.status).toBe(400)
    expect(readOutbox(server.outboxDir)).toEqual([])
  })

  it('cannot steer links even where loopback names are accepted (development)', async () => {
    const server = await startServer({ authEmailConfirm: true })
    const port = new URL(server.url).port
    const answer = await rawRequest(server, {
      method: 'POST',
      path: '/auth/v1/signup?redirect_to=http://localhost:' + port + '/welcome',
      host: `localhost:${port}`,
      body: { email: 'dev@example.com', password: 'a fine password 1' },
    })
    expect(answer.status).toBe(200)
    const [link] = linksInOutbox(server)
    expect(new URL(link!).origin).toBe(server.url)
    // redirect_to on another origin than the configured one falls back to the site.
    expect(new URL(link!).searchParams.get('redirect_to')).toBe(`${server.url}/`)
  })

  it('with PUBLIC_URL set: only that host is served, and links use it', async () => {
    const server = await startServer({
      publicUrl: 'https://clinic.example',
      publicUrlConfigured: true,
      authEmailConfirm: true,
    })
    const loopback = await rawRequest(server, { path: '/config.json', host: 'localhost' })
    expect(loopback.status).toBe(400)
    const own = await rawRequest(server, { path: '/config.json', host: 'clinic.example' })
    expect(own.status).toBe(200)
    expect(JSON.parse(own.body)).toMatchObject({ supabaseUrl: 'https://clinic.example' })

    await rawRequest(server, {
      method: 'POST',
      path: '/auth/v1/signup',
      host: 'clinic.example',
      body: { email: 'pat@example.com', password: 'a fine password 1' },
    })
    const links = linksInOutbox(server)
    expect(links).toHaveLength(1)
    expect(links[0]).toMatch(/^https:\/\/clinic\.example\/auth\/v1\/verify\?/)
  })

  it('is refused with the security headers, except for the health check', async () => {
    const server = await startServer()
    const refused = await rawRequest(server, { path: '/', host: 'evil.example' })
    expect(refused.status).toBe(400)
    expect(refused.headers['content-security-policy']).toContain("default-src 'self'")
    expect(refused.headers['x-content-type-options']).toBe('nosniff')
    expect(refused.headers['cache-control']).toBe('no-store')

    const health = await rawRequest(server, { path: '/auth/v1/health', host: '10.0.0.7:3000' })
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toMatchObject({ name: 'GoTrue' })
  })
})

describe('prerendered pages', () => {
  const spies: { mockRestore: () => void }[] = []
  afterEach(() => spies.splice(0).forEach((spy) => spy.mockRestore()))

  function makeBuild() {
    const clientDir = path.join(makeTempDir('renew-build-'), 'client')
    const pagesDir = path.join(path.dirname(clientDir), 'pages')
    fs.mkdirSync(clientDir, { recursive: true })
    fs.mkdirSync(pagesDir)
    fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>shell</title>')
    const page = (name: string) =>
      `<!doctype html><link rel="canonical" href="%PUBLIC_ORIGIN%/${name}"><p>${name.repeat(200)}</p>`
    fs.writeFileSync(path.join(pagesDir, 'home.html'), page(''))
    fs.writeFileSync(path.join(pagesDir, 'about.html'), page('about'))
    fs.writeFileSync(path.join(pagesDir, '404.html'), page('missing'))
    fs.writeFileSync(
      path.join(pagesDir, 'pages.json'),
      JSON.stringify({
        pages: {
          '/': { file: 'home.html', status: 200 },
          '/about': { file: 'about.html', status: 200 },
        },
        redirects: {},
        notFound: '404.html',
      }),
    )
    return clientDir
  }

  it('are filled with the configured origin and compressed once, at start, never per request', async () => {
    const brotli = vi.spyOn(zlib, 'brotliCompressSync')
    const gzip = vi.spyOn(zlib, 'gzipSync')
    spies.push(brotli, gzip)
    const { app, database } = await createTestApp({ siteAccess: 'public', clientDir: makeBuild() })
    const atStart = brotli.mock.calls.length
    expect(atStart).toBe(3)

    const etags = new Set<string>()
    for (const host of ['localhost:1', 'localhost:2', '127.0.0.1:3', '[::1]:4', 'localhost:5']) {
      const response = await app.request(`http://${host}/about`, {
        headers: { 'accept-encoding': 'br' },
      })
      expect(response.status).toBe(200)
      etags.add(response.headers.get('etag') ?? '')
      const html = zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()
      expect(html).toContain('href="http://127.0.0.1:3000/about"')
    }
    expect(etags.size).toBe(1)
    expect(brotli.mock.calls.length).toBe(atStart)
    expect(gzip.mock.calls.length).toBe(3)

    // The not-found page is not kept by caches: the path may be a page tomorrow.
    const missing = await app.request('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('cache-control')).toBe('no-store')
    const notAllowed = await app.request('/about', { method: 'DELETE' })
    expect(notAllowed.status).toBe(405)
    expect(notAllowed.headers.get('cache-control')).toBe('no-store')
    await database.close()
  })
})

describe('requests Node refuses before any handler', () => {
  it('are answered with the security headers (431 for oversized headers)', async () => {
    const server = http.createServer((_request, response) => response.end('ok'))
    answerClientErrors(server, baseSecurityHeaders(true))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as { port: number }
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1')
        let text = ''
        socket.on('data', (chunk) => (text += chunk.toString()))
        socket.on('end', () => resolve(text))
        socket.on('error', reject)
        socket.write(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      })
      expect(answer).toMatch(/^HTTP\/1\.1 431 Request Header Fields Too Large\r\n/)
      expect(answer).toContain("Content-Security-Policy: default-src 'self'")
      expect(answer).toContain('X-Content-Type-Options: nosniff')
      expect(answer).toContain('X-Robots-Tag: noindex, nofollow')
    } finally {
      server.close()
    }
  })
})
