import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

// The client's address and scheme behind `trustProxy` reverse proxies (TRUST_PROXY, see
// docs/deploy-behind-a-proxy.md). Each proxy appends the address it received the request
// from to X-Forwarded-For, so only the rightmost `trustProxy` entries were written by
// proxies we run; anything to their left came with the request and is the client's to
// choose. The entry `trustProxy` places from the right is the address our outermost proxy
// saw: the client's.

/**
 * The X-Forwarded-For (or X-Forwarded-Proto) entry written by the outermost of `hops`
 * trusted proxies, or undefined when there is none to trust.
 *
 * A list shorter than `hops` did not pass every proxy (a request sent to an inner one
 * directly); its leftmost entry is then the furthest one a proxy recorded. That entry is
 * the client's own only if the client can reach an inner proxy, and a client who can could
 * as well send a longer list: deployments must keep inner proxies reachable only through
 * the outer ones (docs/deploy-behind-a-proxy.md), whatever this function picks.
 */
export function forwardedEntry(header: string | undefined, hops: number): string | undefined {
  if (!header || hops < 1) return undefined
  const entries = header.split(',').map((entry) => entry.trim())
  return entries[Math.max(0, entries.length - hops)] || undefined
}

/**
 * The request reached the app without the socket it came on (the adapter's `env` was not passed
 * to `app.fetch`), so the client cannot be told apart from any other. Never answered by pooling
 * such requests under one name: that would make every per-client limit one bucket for the whole
 * world, where one visitor's wrong passwords lock everyone out (docs/architecture.md, Client
 * address). The error handler logs it as a fault of the deployment and refuses the request.
 */
export class ClientAddressUnknown extends Error {
  constructor() {
    super('The client address could not be read: the server passed no socket to the app')
    this.name = 'ClientAddressUnknown'
  }
}

/**
 * The key a client's requests are counted under. An IPv4 client is its address (also when the
 * socket is dual-stack and reports `::ffff:a.b.c.d`). An IPv6 client is its /64: one home or
 * one server is given a whole /64, so counting each of its 2^64 addresses apart would give one
 * visitor as many buckets as he likes.
 */
export function clientKey(address: string): string {
  const trimmed = address.trim().toLowerCase()
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed)
  if (mapped?.[1]) return mapped[1]
  if (!trimmed.includes(':')) return trimmed
  const groups = ipv6Groups(trimmed.replace(/%.*$/, ''))
  return groups ? `${groups.slice(0, 4).join(':')}::/64` : trimmed
}

/** The eight 16-bit groups of an IPv6 address, without leading zeros; undefined if malformed. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::')
  if (halves.length > 2) return undefined
  const split = (part: string) => (part === '' ? [] : part.split(':'))
  const head = split(halves[0] ?? '')
  const tail = split(halves[1] ?? '')
  const missing = 8 - head.length - tail.length
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail]
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined
  return groups.map((group) => group.replace(/^0+(?=.)/, ''))
}

/**
 * The client a per-client limit counts (see clientKey): behind `trustProxy` trusted proxies the
 * address the outermost one saw (see forwardedEntry), else — or when no proxy sent the header —
 * the socket's peer address. Throws ClientAddressUnknown when there is neither.
 */
export function clientIp(c: Context, trustProxy: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), trustProxy)
  if (forwarded) return clientKey(forwarded)
  let address: string | undefined
  try {
    address = getConnInfo(c).remote.address
  } catch {
    address = undefined
  }
  if (!address) throw new ClientAddressUnknown()
  return clientKey(address)
}

/** Whether the visitor reached us over https (directly, or per our outermost proxy). */
export function isHttps(c: Context, trustProxy: number): boolean {
  const forwardedProto = forwardedEntry(c.req.header('x-forwarded-proto'), trustProxy)
  return (forwardedProto?.toLowerCase() ?? new URL(c.req.url).protocol.replace(':', '')) === 'https'
}
