import http from 'node:http'

/**
 * `fetch` over connections that leave from `localAddress` (loopback has many: 127.0.0.2,
 * 127.0.0.3), so a test can be two real clients: the server reads each one's address from its
 * socket, as it does a visitor's.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init)
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined
    const headers: Record<string, string> = {}
    request.headers.forEach((value, name) => (headers[name] = value))
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        request.url,
        { method: request.method, headers, localAddress },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('error', reject)
          incoming.on('end', () => {
            const answered = new Headers()
            for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
              answered.append(incoming.rawHeaders[i]!, incoming.rawHeaders[i + 1]!)
            }
            const status = incoming.statusCode ?? 0
            const empty = status === 204 || status === 304 || request.method === 'HEAD'
            const content = empty ? null : Buffer.concat(chunks)
            resolve(new Response(content, { status, headers: answered }))
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }
}
