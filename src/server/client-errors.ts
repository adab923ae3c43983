import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

// Node answers a request it cannot parse (headers too large, a malformed request line) on
// its own, before any handler — and so without the security headers every other answer
// carries (README, Architecture). Answering here keeps those headers on them too.

function statusFor(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408
  return 400
}

export function answerClientErrors(server: Server, headers: Record<string, string>): void {
  const headerLines = Object.entries({ ...headers, 'Cache-Control': 'no-store' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy()
      return
    }
    const status = statusFor(error)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n${headerLines}\r\n`,
    )
  })
}
