import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, expect, it } from 'vitest'

import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy'

// The harness's proxy must behave like the nginx of docs/deploy-behind-a-proxy.md, or the
// multi-process runs prove something about a different deployment.

type Upstream = { url: string; server: http.Server; received: number }
const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function upstream(name: string, handler?: http.RequestListener): Promise<Upstream> {
  const result = { received: 0 } as Upstream
  const server = http.createServer((request, response) => {
    result.received++
    if (handler) return handler(request, response)
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => {
      response.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/'])
      response.writeHead(201, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ name, method: request.method, headers: request.headers, body }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  result.server = server
  result.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  )
  return result
}

async function proxy(upstreams: Upstream[]): Promise<RoundRobinProxy> {
  const started = await startRoundRobinProxy({ upstreams: upstreams.map((u) => u.url) })
  cleanups.push(started.close)
  return started
}

type Echo = { name: string; method: string; headers: Record<string, string>; body: string }

it('sends requests round-robin, keeps Host, appends the peer to X-Forwarded-For, passes bodies and repeated headers', async () => {
  const a = await upstream('a')
  const b = await upstream('b')
  const through = await proxy([a, b])
  const answers: Echo[] = []
  for (const forwarded of [undefined, '10.0.0.1', '10.0.0.2, 192.0.2.1', undefined]) {
    const response = await fetch(`${through.url}/rest/v1/leads?x=1`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(forwarded ? { 'x-forwarded-for': forwarded } : {}),
      },
      body: JSON.stringify({ forwarded: forwarded ?? null }),
    })
    expect(response.status).toBe(201)
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/'])
    answers.push((await response.json()) as Echo)
  }
  expect(answers.map((answer) => answer.name)).toEqual(['a', 'b', 'a', 'b'])
  expect(answers.map((answer) => answer.headers['x-forwarded-for'])).toEqual([
    '127.0.0.1',
    '10.0.0.1, 127.0.0.1',
    '10.0.0.2, 192.0.2.1, 127.0.0.1',
    '127.0.0.1',
  ])
  for (const answer of answers) {
    expect(answer.headers.host).toBe(new URL(through.url).host)
    expect(answer.headers['x-forwarded-proto']).toBe('http')
    expect(answer.method).toBe('POST')
    expect(JSON.parse(answer.body)).toHaveProperty('forwarded')
  }
  expect(await through.counts()).toEqual({ [a.url]: 2, [b.url]: 2 })
})

it('streams an answer: the first part arrives before the upstream has finished', async () => {
  let finish: () => void = () => {}
  const slow = await upstream('slow', (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' })
    response.write('first part\n')
    finish = () => response.end('last part\n')
  })
  const through = await proxy([slow])
  const response = await fetch(`${through.url}/stream`)
  const reader = response.body!.getReader()
  const first = await reader.read()
  expect(new TextDecoder().decode(first.value)).toBe('first part\n')
  finish()
  let rest = ''
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    rest += new TextDecoder().decode(chunk.value)
  }
  expect(rest).toBe('last part\n')
})

it('skips an upstream that refuses connections (the request was never sent), even for a POST', async () => {
  const dead = await upstream('dead')
  await new Promise<void>((resolve) => dead.server.close(() => resolve()))
  const live = await upstream('live')
  const through = await proxy([dead, live])
  for (let i = 0; i < 3; i++) {
    const response = await fetch(`${through.url}/rest/v1/leads`, { method: 'POST', body: 'x' })
    expect(response.status).toBe(201)
    expect(((await response.json()) as Echo).name).toBe('live')
  }
  expect(live.received).toBe(3)
})

it('answers 502 and tries no other upstream when one fails after the request was sent', async () => {
  const crashing = await upstream('crashing', (request) => request.socket.destroy())
  const other = await upstream('other')
  const through = await proxy([crashing, other])
  const response = await fetch(`${through.url}/rest/v1/leads`, { method: 'POST', body: 'x' })
  expect(response.status).toBe(502)
  expect(crashing.received).toBe(1)
  expect(other.received).toBe(0)
})
