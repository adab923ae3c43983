import { Writable } from 'node:stream'
import { type Context, Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { errorHandler } from '../middleware/error-handler'
import { speaks, type Wire } from '../middleware/wire-error'
import { goTrueWire, refreshGrantWire } from './auth-errors'

// What /auth/v1 answers for an error its routes did not throw as an AuthError.

describe("GoTrue's wire", () => {
  function appSpeaking(wire: Wire | undefined, error: Error, before?: (c: Context) => void) {
    const lines: string[] = []
    const app = new Hono()
    if (wire) app.use(speaks(wire))
    app.get('/boom', (c) => {
      before?.(c)
      throw error
    })
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString())
        done()
      },
    })
    app.onError(errorHandler(pino({ level: 'info' }, sink)))
    return { app, lines }
  }

  it("puts an unexpected failure in GoTrue's shape where the request speaks it, logged", async () => {
    const { app, lines } = appSpeaking(goTrueWire, new Error('disk on fire'))
    const response = await app.request('/boom')
    expect(response.status).toBe(500)
    expect(response.headers.get('x-sb-error-code')).toBe('unexpected_failure')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as Record<string, unknown>
    expect(body.code).toBe('unexpected_failure')
    expect(JSON.stringify(body)).not.toContain('disk on fire')
    expect(lines.join('')).toContain('auth: unhandled error')
    expect(lines.join('')).toContain('disk on fire')
  })

  it('answers an unexpected failure of the refresh grant with a 503, which clients retry', async () => {
    const { app } = appSpeaking(refreshGrantWire, new Error('pool exhausted'))
    const response = await app.request('/boom')
    expect(response.status).toBe(503)
    expect(((await response.json()) as { code: string }).code).toBe('unexpected_failure')
  })

  it("gives another HTTPException GoTrue's shape with the code unknown", async () => {
    const { app } = appSpeaking(goTrueWire, new HTTPException(418, { message: 'I am a teapot' }))
    const response = await app.request('/boom')
    expect(response.status).toBe(418)
    expect(await response.json()).toEqual({
      code: 'unknown',
      error_code: 'unknown',
      msg: 'I am a teapot',
      message: 'I am a teapot',
    })
  })
})
