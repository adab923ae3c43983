import { fork } from 'node:child_process'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

// A small reverse proxy for multi-process harnesses, behaving like the nginx of
// docs/deploy-behind-a-proxy.md so a test needs no nginx: requests go round-robin to the
// upstream servers; Host is passed on unchanged (the server's Host check compares it with
// PUBLIC_URL, the proxy's own origin); X-Forwarded-For gets the peer's address appended
// ($proxy_add_x_forwarded_for) and X-Forwarded-Proto is set to the scheme ($scheme); bodies
// stream both ways. As nginx does (proxy_next_upstream error, max_fails=1, fail_timeout=10s),
// an upstream that refuses the connection is skipped for a while and the request goes to the
// next one — it was never sent, so even a POST may be tried elsewhere; an upstream that fails
// after the request was sent answers 502, never a retry, since a lead must not be stored twice.

export type RoundRobinProxy = {
  /** http://127.0.0.1:<port>, no trailing slash. */
  url: string
  /** Where requests go from now on (e.g. once the servers behind it listen). */
  setUpstreams: (urls: string[]) => Promise<void>
  /** Requests sent to each upstream so far, by upstream origin. */
  counts: () => Promise<Record<string, number>>
  /** Stop listening and drop every connection, client and upstream. */
  close: () => Promise<void>
}

/** How long an upstream that refused a connection is left out (nginx's fail_timeout). */
const FAIL_TIMEOUT_MS = 10_000

/** Hop-by-hop headers (RFC 9110 §7.6.1): they describe one connection, never forwarded. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

type Upstream = { url: URL; downUntil: number; sent: number }

export async function startRoundRobinProxy(
  options: { upstreams?: string[]; host?: string } = {},
): Promise<RoundRobinProxy> {
  let upstreams: Upstream[] = []
  let next = 0
  const setUpstreams = (urls: string[]) => {
    upstreams = urls.map((url) => ({ url: new URL(url), downUntil: 0, sent: 0 }))
    next = 0
  }
  setUpstreams(options.upstreams ?? [])
  // Connections to the upstreams are kept and reused, as nginx's `keepalive` does. With a
  // `timeout` set, Node's agent closes an idle one a second before the Keep-Alive timeout the
  // server announces (5 s), so no request is written into a connection the server is closing.
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, timeout: 60_000 })

  /** The next upstream in turn that is not left out; if all are, the next one anyway. */
  function pick(tried: Set<Upstream>): Upstream | undefined {
    const now = Date.now()
    const candidates = upstreams.filter((upstream) => !tried.has(upstream))
    if (candidates.length === 0) return undefined
    for (let i = 0; i < upstreams.length; i++) {
      const upstream = upstreams[next++ % upstreams.length]!
      if (!tried.has(upstream) && upstream.downUntil <= now) return upstream
    }
    return candidates[0]
  }

  const server = http.createServer((request, response) => {
    const peer = request.socket.remoteAddress ?? 'unknown'
    const headers: http.OutgoingHttpHeaders = {}
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
    }
    const forwarded = request.headers['x-forwarded-for']
    headers['x-forwarded-for'] = forwarded ? `${String(forwarded)}, ${peer}` : peer
    headers['x-forwarded-proto'] = 'http'

    const tried = new Set<Upstream>()
    const attempt = () => {
      const upstream = pick(tried)
      if (!upstream) {
        fail(response, 502, 'no upstream accepted the connection')
        return
      }
      tried.add(upstream)
      const outgoing = http.request({
        agent,
        protocol: upstream.url.protocol,
        hostname: upstream.url.hostname,
        port: upstream.url.port,
        method: request.method,
        path: request.url,
        headers,
      })
      let sent = false
      let clientGone = false
      const send = () => {
        sent = true
        upstream.sent++
        request.pipe(outgoing)
      }
      // The body is piped only once the connection is up: until then nothing of the request
      // was read, so a refused connection can be retried elsewhere.
      outgoing.once('socket', (socket) => {
        if (socket.connecting) socket.once('connect', send)
        else send()
      })
      outgoing.on('error', (error: NodeJS.ErrnoException) => {
        if (clientGone) return
        if (!sent && error.code === 'ECONNREFUSED') {
          upstream.downUntil = Date.now() + FAIL_TIMEOUT_MS
          attempt()
          return
        }
        fail(response, 502, `upstream ${upstream.url.host}: ${error.code ?? error.message}`)
      })
      outgoing.on('response', (answer) => {
        const raw: string[] = []
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (HOP_BY_HOP.has(answer.rawHeaders[i]!.toLowerCase())) continue
          raw.push(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!)
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, raw)
        answer.pipe(response)
        answer.on('error', () => response.destroy())
      })
      // The client went away: so does the upstream request (nobody is left to answer).
      response.on('close', () => {
        if (response.writableFinished) return
        clientGone = true
        outgoing.destroy()
      })
    }
    attempt()
  })
  server.keepAliveTimeout = 65_000

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, options.host ?? '127.0.0.1', () => resolve())
  })
  const { port, address } = server.address() as AddressInfo
  return {
    url: `http://${address}:${port}`,
    setUpstreams: (urls) => Promise.resolve(setUpstreams(urls)),
    counts: () => Promise.resolve(Object.fromEntries(upstreams.map((u) => [u.url.origin, u.sent]))),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
        agent.destroy()
      }),
  }
}

function fail(response: http.ServerResponse, status: number, message: string) {
  // Never expected in a harness run: say so next to the numbers.
  process.stderr.write(`[proxy] ${status}: ${message}\n`)
  if (response.headersSent) {
    response.destroy()
    return
  }
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' })
  response.end(`${message}\n`)
}

/**
 * The same proxy in a child process of its own (tests/support/proxy-process.ts), so it does
 * not share an event loop with the harness that also runs the load generator: a proxy in the
 * load generator's process would slow both and blur the measurement.
 */
export async function spawnRoundRobinProxy(): Promise<RoundRobinProxy & { pid: number }> {
  const child = fork(fileURLToPath(new URL('./proxy-process.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  let pending = Promise.resolve()
  /** One request at a time over IPC; each answered by a message of the expected type. */
  const ask = <T>(message: ProxyRequest, answer: ProxyAnswer['type']) => {
    const result = pending.then(
      () =>
        new Promise<T>((resolve, reject) => {
          const onMessage = (reply: ProxyAnswer) => {
            if (reply.type !== answer) return
            child.off('message', onMessage)
            child.off('exit', onExit)
            resolve(reply as T)
          }
          const onExit = () => {
            child.off('message', onMessage)
            reject(new Error('the proxy process exited'))
          }
          child.on('message', onMessage)
          child.once('exit', onExit)
          if (message) child.send(message)
        }),
    )
    pending = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }
  const { url } = await ask<{ url: string }>(undefined, 'listening')
  return {
    url,
    pid: child.pid!,
    setUpstreams: async (urls) => {
      await ask({ type: 'upstreams', urls }, 'upstreams')
    },
    counts: async () =>
      (await ask<{ counts: Record<string, number> }>({ type: 'counts' }, 'counts')).counts,
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

/** What tests/support/proxy-process.ts is sent (undefined: nothing, wait for it to listen). */
export type ProxyRequest = { type: 'upstreams'; urls: string[] } | { type: 'counts' } | undefined
/** What it answers. */
export type ProxyAnswer =
  | { type: 'listening'; url: string }
  | { type: 'upstreams' }
  | { type: 'counts'; counts: Record<string, number> }
