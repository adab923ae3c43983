import http from 'node:http'
import net from 'node:net'

import { serve } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'

import { MAX_HEADER_BYTES } from '../app'
import { createLogger } from '../logger'
import { createTestApp } from '../testing'
import { createShutdown, type StoppableWork } from './graceful-shutdown'

// The shutdown the server runs on SIGTERM/SIGINT (docs/decisions/031-a-compiled-server-that-stops.md),
// driven against the real app listening on a real socket, on the store the suite runs on.

const cleanups: Array<() => unknown> = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function listeningApp() {
  const created = await createTestApp({ siteAccess: 'public' })
  const server = await new Promise<http.Server>((resolve) => {
    const listening = serve(
      {
        fetch: (request, env) => created.app.fetch(request, env),
        port: 0,
        hostname: '127.0.0.1',
        serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
      },
      () => resolve(listening as http.Server),
    )
  })
  const { port } = server.address() as net.AddressInfo
  cleanups.push(async () => {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await created.database.close()
  })
  return { ...created, server, port, anonKey: created.deps.secrets.anonKey }
}

/** A POST of `body` whose headers go now and whose body is sent by `finish`. */
function slowPost(port: number, path: string, headers: Record<string, string>, body: string) {
  const half = Math.floor(body.length / 2)
  const socketClosed = { value: false }
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    agent: false,
  })
  const answer = new Promise<{ status: number; connection?: string; text: string }>(
    (resolve, reject) => {
      request.on('response', (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => (text += chunk.toString()))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            text,
          }),
        )
      })
      request.on('error', reject)
    },
  )
  request.on('socket', (socket) => socket.on('close', () => (socketClosed.value = true)))
  request.write(body.slice(0, half))
  return { answer, finish: () => request.end(body.slice(half)), socketClosed }
}

function connectionRefused(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.on('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message))
  })
}

/** Resolves once the server has the request's headers (its body may still be on the way). */
function requestArrived(server: http.Server, path: string): Promise<void> {
  return new Promise((resolve) => {
    const onRequest = (request: http.IncomingMessage) => {
      if (request.url !== path) return
      server.off('request', onRequest)
      resolve()
    }
    server.on('request', onRequest)
  })
}

const subscribe = '/rest/v1/newsletter_subscribers'

describe('graceful shutdown', () => {
  it('answers the request in flight, refuses new connections, waits for background work, then closes the database', async () => {
    const { server, port, anonKey, database } = await listeningApp()
    const steps: string[] = []

    // A keep-alive client between requests: it must not hold the shutdown up.
    const agent = new http.Agent({ keepAlive: true })
    cleanups.push(() => agent.destroy())
    const idleClosed = new Promise<void>((resolve, reject) => {
      const request = http.get({ host: '127.0.0.1', port, path: '/health', agent }, (response) => {
        response.resume()
      })
      request.on('socket', (socket) => socket.once('close', () => resolve()))
      request.on('error', reject)
    })
    // Its request answered, the connection waits in the agent's pool.
    await expect.poll(() => Object.keys(agent.freeSockets).length).toBe(1)

    // Background work with a run in flight (an outbox delivery): it ends after the signal.
    let finishWork!: () => void
    const workInFlight = new Promise<void>((resolve) => (finishWork = resolve))
    const work: StoppableWork[] = [
      { name: 'outbox', stop: () => workInFlight.then(() => void steps.push('work stopped')) },
    ]

    const arrived = requestArrived(server, subscribe)
    const post = slowPost(
      port,
      subscribe,
      { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      JSON.stringify({ email: 'in-flight@example.com', website: '', form_elapsed_ms: 10_000 }),
    )
    await arrived

    const shutdown = createShutdown({
      server,
      logger: createLogger('silent'),
      work: () => work,
      closeDatabase: async () => {
        steps.push('database closing')
        await database.close()
      },
    })
    const exitCode = shutdown('SIGTERM')

    expect(await connectionRefused(port)).toBe('ECONNREFUSED')
    await idleClosed

    // The body arrives after the signal; the request still gets its whole answer.
    post.finish()
    const answer = await post.answer
    expect(answer.status).toBe(201)
    expect(answer.connection).toBe('close')

    // The database stays open while the background work is still running.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(steps).toEqual([])
    finishWork()

    expect(await exitCode).toBe(0)
    expect(steps).toEqual(['work stopped', 'database closing'])
    await expect(
      database.db.selectFrom('newsletter_subscribers').select('id').execute(),
    ).rejects.toThrow()
    // A second signal does not start a second shutdown.
    expect(await shutdown('SIGINT')).toBe(0)
  })

  it('cuts what is still open when the grace period runs out, closes the database and exits 1', async () => {
    const { server, port, anonKey, database } = await listeningApp()
    const arrived = requestArrived(server, subscribe)
    const post = slowPost(
      port,
      subscribe,
      { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
      JSON.stringify({ email: 'never-finished@example.com', website: '', form_elapsed_ms: 10_000 }),
    )
    post.answer.catch(() => undefined)
    await arrived

    const started = Date.now()
    const code = await createShutdown({
      server,
      logger: createLogger('silent'),
      work: () => [],
      closeDatabase: () => database.close(),
      graceMs: 300,
    })('SIGTERM')
    expect(code).toBe(1)
    expect(Date.now() - started).toBeLessThan(5_000)
    await expect.poll(() => post.socketClosed.value).toBe(true)
    await expect(
      database.db.selectFrom('newsletter_subscribers').select('id').execute(),
    ).rejects.toThrow()
  })
})
