import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'

import { connectionFrom } from '../testing'
import { ClientAddressUnknown, clientIp, clientKey, forwardedEntry, isHttps } from './client-ip'
import { securityHeaders } from './security-headers'

// Behind n trusted proxies the client is the entry n places from the right of
// X-Forwarded-For; whatever the client put further left is ignored.

describe('forwardedEntry', () => {
  it('trusts nothing without a proxy', () => {
    expect(forwardedEntry('203.0.113.7', 0)).toBeUndefined()
    expect(forwardedEntry('203.0.113.7, 198.51.100.2', 0)).toBeUndefined()
  })

  it('behind one proxy takes the entry that proxy appended, never the ones the client sent', () => {
    expect(forwardedEntry('198.51.100.2', 1)).toBe('198.51.100.2')
    expect(forwardedEntry('10.9.9.9, 198.51.100.2', 1)).toBe('198.51.100.2')
    expect(forwardedEntry('1.1.1.1,2.2.2.2 ,  198.51.100.2', 1)).toBe('198.51.100.2')
  })

  it('behind two proxies takes the second from the right, what the outer proxy saw', () => {
    // client-sent, the client as the CDN saw it, the CDN as nginx saw it
    expect(forwardedEntry('10.9.9.9, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7')
    expect(forwardedEntry('203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7')
    expect(forwardedEntry('a, b, c, 203.0.113.7, 192.0.2.10', 2)).toBe('203.0.113.7')
  })

  it('takes the leftmost entry of a list shorter than the proxy chain, and nothing of an empty one', () => {
    expect(forwardedEntry('203.0.113.7', 2)).toBe('203.0.113.7')
    expect(forwardedEntry('203.0.113.7, 192.0.2.10', 3)).toBe('203.0.113.7')
    expect(forwardedEntry(undefined, 1)).toBeUndefined()
    expect(forwardedEntry('', 1)).toBeUndefined()
    expect(forwardedEntry('203.0.113.7, ', 1)).toBeUndefined()
  })
})

function probe(trustProxy: number) {
  const app = new Hono()
  app.use(securityHeaders({ trustProxy, noindex: false }))
  app.get('/', (c) => c.json({ ip: clientIp(c, trustProxy), https: isHttps(c, trustProxy) }))
  // Every request comes on a socket from 192.0.2.44 (a proxy's address, when there is one).
  return async (url: string, headers: Record<string, string> = {}) => {
    const response = await app.request(url, { headers }, connectionFrom('192.0.2.44'))
    return {
      ...((await response.json()) as { ip: string; https: boolean }),
      hsts: response.headers.get('strict-transport-security') !== null,
    }
  }
}

describe('clientIp and isHttps', () => {
  it('ignore the forwarded headers without a trusted proxy', async () => {
    const request = probe(0)
    expect(
      await request('http://localhost/', {
        'X-Forwarded-For': '203.0.113.7',
        'X-Forwarded-Proto': 'https',
      }),
    ).toEqual({ ip: '192.0.2.44', https: false, hsts: false })
    expect(await request('https://localhost/')).toEqual({
      ip: '192.0.2.44',
      https: true,
      hsts: true,
    })
  })

  it('behind one proxy use its X-Forwarded-For entry and X-Forwarded-Proto', async () => {
    const request = probe(1)
    expect(
      await request('http://localhost/', {
        'X-Forwarded-For': '10.0.0.1, 203.0.113.7',
        'X-Forwarded-Proto': 'https',
      }),
    ).toEqual({ ip: '203.0.113.7', https: true, hsts: true })
    // Without the header (a request that did not pass the proxy), the socket's address.
    expect(await request('http://localhost/', { 'X-Forwarded-Proto': 'http' })).toEqual({
      ip: '192.0.2.44',
      https: false,
      hsts: false,
    })
  })

  it('behind two proxies take the outer proxy’s entry of a comma-separated X-Forwarded-Proto', async () => {
    const request = probe(2)
    expect(
      await request('http://localhost/', {
        'X-Forwarded-For': '10.0.0.1, 203.0.113.7, 192.0.2.10',
        'X-Forwarded-Proto': 'http, https, http',
      }),
    ).toEqual({ ip: '203.0.113.7', https: true, hsts: true })
    expect(
      await request('http://localhost/', { 'X-Forwarded-Proto': 'https, http, http' }),
    ).toMatchObject({ https: false, hsts: false })
    // One value (nginx passing on what the balancer set) is taken as it is.
    expect(await request('http://localhost/', { 'X-Forwarded-Proto': 'HTTPS' })).toMatchObject({
      https: true,
    })
  })
})

describe('clientKey', () => {
  it('is an IPv4 address as it is, also as a dual-stack socket reports it', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:127.0.0.2')).toBe('127.0.0.2')
  })

  it('is the /64 of an IPv6 address, however it is written', () => {
    const key = '2001:db8:85a3:8d3::/64'
    expect(clientKey('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe(key)
    expect(clientKey('2001:0DB8:85A3:08D3::1')).toBe(key)
    expect(clientKey('2001:db8:85a3:8d3::ffff:1%eth0')).toBe(key)
    expect(clientKey('2001:db8:85a3:8d4::1')).not.toBe(key)
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('fe80::1')).toBe('fe80:0:0:0::/64')
  })

  it('keeps what is not an address as it came (nothing is pooled under a common name)', () => {
    expect(clientKey('2001:db8::1::2')).toBe('2001:db8::1::2')
    expect(clientKey('not-an-address')).toBe('not-an-address')
  })
})

describe('clientIp without a connection', () => {
  it('throws rather than name every such client alike', async () => {
    const app = new Hono()
    let thrown: unknown
    app.get('/', (c) => {
      try {
        clientIp(c, 1)
      } catch (error) {
        thrown = error
      }
      return c.text('')
    })
    app.get('/forwarded', (c) => c.text(clientIp(c, 1)))
    await app.request('/')
    expect(thrown).toBeInstanceOf(ClientAddressUnknown)
    // A forwarded address from a trusted proxy needs no socket.
    const forwarded = await app.request('/forwarded', {
      headers: { 'X-Forwarded-For': '198.51.100.2' },
    })
    expect(await forwarded.text()).toBe('198.51.100.2')
  })
})
