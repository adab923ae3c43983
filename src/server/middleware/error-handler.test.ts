import { Writable } from 'node:stream'
import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { errorHandler } from './error-handler'

function appThatThrows(error: Error) {
  const lines: string[] = []
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString())
      done()
    },
  })
  const app = new Hono()
  app.get('/boom', () => {
    throw error
  })
  app.onError(errorHandler(pino({ level: 'info' }, sink)))
  return { app, lines }
}

describe('errorHandler', () => {
  it('answers an unexpected error with a generic 500 and no stack trace', async () => {
    const { app, lines } = appThatThrows(new Error('database exploded at /srv/secret/path.ts:12'))
    const response = await app.request('/boom')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({ message: 'Internal server error' })
    expect(text).not.toContain('exploded')
    expect(lines.join('')).toContain('database exploded')
  })

  it('renders an HTTPException with its own status and message', async () => {
    const { app } = appThatThrows(new HTTPException(418, { message: 'I am a teapot' }))
    const response = await app.request('/boom')
    expect(response.status).toBe(418)
    expect(await response.json()).toEqual({ message: 'I am a teapot' })
  })
})
