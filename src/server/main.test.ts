import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'

import { openDatabase } from './db/database'
import { loadConfig } from './env'
import { fetchFrom, makeTempDir, TEST_INTAKE_KEY_HEX, TEST_JWT_SECRET } from './testing'
import { compiledEntry } from './testing-entries'

// These tests run the real entry point in a child process, as `npm start` does.

const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL')
})

type Running = { child: ChildProcess; url: string; output: () => string }

function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const child = spawn(process.execPath, [compiledEntry('main')], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    // Public mode: these tests are about the process, not the staff gate.
    env: {
      ...process.env,
      // On the PostgreSQL leg of CI the children inherit DATABASE_URL, which needs the secret;
      // on SQLite they generate their own into DATA_DIR.
      ...(process.env.DATABASE_URL && {
        JWT_SECRET: process.env.JWT_SECRET ?? TEST_JWT_SECRET,
        INTAKE_ENCRYPTION_KEY: process.env.INTAKE_ENCRYPTION_KEY ?? TEST_INTAKE_KEY_HEX,
      }),
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SITE_ACCESS: 'public',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match?.[1]) resolve({ child, url: match[1], output: () => output })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)))
  })
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode)
    else child.on('exit', (code) => resolve(code))
  })
}

describe('server process', () => {
  it('refuses to start with a clear message when the environment is invalid', async () => {
    await expect(startServer(makeTempDir(), { PORT: 'not-a-port' })).rejects.toThrow(
      /exited with 1: Invalid environment configuration:\n {2}- PORT: must be a port number/,
    )
  })

  it('refuses to start on PostgreSQL without JWT_SECRET, before connecting', async () => {
    // Nothing listens on port 9: the refusal comes before any connection is tried.
    const start = startServer(makeTempDir(), {
      DATABASE_URL: 'postgres://renew@127.0.0.1:9/renew',
      JWT_SECRET: '',
    })
    await expect(start).rejects.toThrow(
      /exited with 1: JWT_SECRET must be set when DATABASE_URL is set: every server process/,
    )
  })

  it('finishes an in-flight download before stopping on SIGTERM, then closes cleanly', async () => {
    const dataDir = makeTempDir()
    const server = await startServer(dataDir)
    const videoPath = path.join(dataDir, 'storage/hero-videos/Runner.mp4')
    const expectedBytes = fs.statSync(videoPath).size

    const received = await new Promise<number>((resolve, reject) => {
      http
        .get(`${server.url}/storage/v1/object/public/hero-videos/Runner.mp4`, (response) => {
          let bytes = 0
          let signalled = false
          response.on('data', (chunk: Buffer) => {
            bytes += chunk.length
            if (!signalled) {
              signalled = true
              // Stop the server mid-download and slow the reader down.
              response.pause()
              server.child.kill('SIGTERM')
              setTimeout(() => response.resume(), 300)
            }
          })
          response.on('end', () => resolve(bytes))
          response.on('error', reject)
        })
        .on('error', reject)
    })
    expect(received).toBe(expectedBytes)
    expect(await exited(server.child)).toBe(0)
    expect(server.output()).toContain('"msg":"stopped"')
  })

  it('starts again cleanly after being killed with SIGKILL', async () => {
    const dataDir = makeTempDir()
    const anonKeyOf = async (url: string) =>
      ((await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string })
        .supabaseAnonKey
    const first = await startServer(dataDir)
    const keyBefore = await anonKeyOf(first.url)
    first.child.kill('SIGKILL')
    await exited(first.child)

    const second = await startServer(dataDir)
    // Same secret after the crash (on SQLite the generated file), so existing tokens stay valid.
    expect(await anonKeyOf(second.url)).toBe(keyBefore)
    second.child.kill('SIGTERM')
    expect(await exited(second.child)).toBe(0)

    // On the PostgreSQL leg of CI the children inherit DATABASE_URL and keep no file.
    if (!loadConfig().databaseUrl) {
      const sqlite = new SQLite(path.join(dataDir, 'site.db'), { readonly: true })
      expect(sqlite.pragma('integrity_check', { simple: true })).toBe('ok')
      sqlite.close()
    }
  })

  it('counts each client at its own address: one client’s leads never shut the form for another', async () => {
    // The entry point hands the app each request's connection; without it every client
    // would be one (docs/architecture.md, Client address).
    const { url } = await startServer(makeTempDir(), { LEADS_PER_IP_PER_10_MIN: '1' })
    const anonKey = (
      (await (await fetch(`${url}/config.json`)).json()) as { supabaseAnonKey: string }
    ).supabaseAnonKey
    const subscribe = (address: string, email: string) =>
      fetchFrom(address)(`${url}/rest/v1/newsletter_subscribers`, {
        method: 'POST',
        headers: {
          apikey: anonKey,
          authorization: `Bearer ${anonKey}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email, website: '', form_elapsed_ms: 10_000 }),
      })
    expect((await subscribe('127.0.0.2', 'first@example.com')).status).toBe(201)
    expect((await subscribe('127.0.0.2', 'second@example.com')).status).toBe(429)
    expect((await subscribe('127.0.0.3', 'third@example.com')).status).toBe(201)
  })

  it('releases an order left unpaid past ORDER_HOLD_HOURS on its own, with no request asking', async () => {
    const dataDir = makeTempDir()
    const env = { ORDER_HOLD_HOURS: '1' }
    const first = await startServer(dataDir, env)
    const anonKey = (
      (await (await fetch(`${first.url}/config.json`)).json()) as { supabaseAnonKey: string }
    ).supabaseAnonKey
    const placed = await fetchFrom('127.0.0.2')(`${first.url}/orders/v1/orders`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${anonKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        shipping: { line1: '200 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' },
        lines: [{ productId: '6', quantity: 2 }],
        idempotencyKey: `main-test-${Date.now()}`,
      }),
    })
    expect(placed.status).toBe(201)
    const { order } = (await placed.json()) as { order: { id: string } }
    first.child.kill('SIGTERM')
    expect(await exited(first.child)).toBe(0)

    // Placed two hours ago, as far as the store knows; the next start's first check finds it.
    const database = openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir })
    const stateOf = async () =>
      (
        await database.db
          .selectFrom('orders')
          .select('state')
          .where('id', '=', order.id)
          .executeTakeFirstOrThrow()
      ).state
    try {
      await database.db
        .updateTable('orders')
        .set({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() })
        .where('id', '=', order.id)
        .execute()
      expect(await stateOf()).toBe('submitted')
      await startServer(dataDir, env)
      await expect.poll(stateOf, { timeout: 10_000 }).toBe('cancelled')
    } finally {
      await database.close()
    }
  })

  it('answers 400 to a Host header no URL can be built from, and keeps serving', async () => {
    // Found by the fuzzer (npm run test:fuzz): the adapter lets `Host: xn--` through unparsed, and
    // every `new URL(c.req.url)` in the app threw, so such requests were 500s.
    const server = await startServer(makeTempDir())
    const port = Number(new URL(server.url).port)
    const withHost = (host: string, method = 'GET', path = '/config.json') =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = http.request(
          { host: '127.0.0.1', port, method, path, headers: { host } },
          (response) => {
            let body = ''
            response.on('data', (chunk: Buffer) => (body += chunk.toString()))
            response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
          },
        )
        request.on('error', reject)
        request.end()
      })
    for (const host of ['xn--', 'xn--a.example', '1.2.3.256', '4294967296:8080']) {
      for (const [method, path] of [
        ['GET', '/config.json'],
        ['HEAD', '/assets/app.js'],
        ['POST', '/auth/v1/signup'],
      ] as const) {
        const answer = await withHost(host, method, path)
        expect(answer.status, `${method} ${path} Host ${host}`).toBe(400)
        if (method !== 'HEAD')
          expect(JSON.parse(answer.body)).toEqual({ message: 'Invalid Host header' })
      }
    }
    expect((await withHost(`127.0.0.1:${port}`)).status).toBe(200)
    expect(server.output()).not.toContain('unhandled error')
  })

  it('logs requests without query strings, headers or bodies', async () => {
    const server = await startServer(makeTempDir())
    await fetch(`${server.url}/config.json?email=patient@example.com`, {
      headers: { Authorization: 'Bearer secret-token-value', Cookie: 'sb=secret-cookie' },
    })
    server.child.kill('SIGTERM')
    await exited(server.child)
    const log = server.output()
    expect(log).toContain('"path":"/config.json"')
    expect(log).not.toContain('patient@example.com')
    expect(log).not.toContain('secret-token-value')
    expect(log).not.toContain('secret-cookie')
  })

  it('on a first start without a terminal, leaves the staff sign-in in a 0600 file, never in its output', async () => {
    const dataDir = makeTempDir()
    // Its stdout is a pipe, as under a service manager; always the embedded store, so this
    // is a first start also on the PostgreSQL leg of CI.
    const server = await startServer(dataDir, {
      DATABASE_URL: '',
      STAFF_EMAIL: '',
      STAFF_PASSWORD: '',
    })
    const file = path.join(dataDir, 'staff-initial-password')
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    const password = /password: (\S+)/.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? ''
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/)
    expect(server.output()).toContain(JSON.stringify(file))
    expect(server.output()).not.toContain(password)

    const { supabaseAnonKey } = (await (await fetch(`${server.url}/config.json`)).json()) as {
      supabaseAnonKey: string
    }
    const signIn = await fetch(`${server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: supabaseAnonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'staff@renewmedical.example', password }),
    })
    expect(signIn.status).toBe(200)
  })
})
