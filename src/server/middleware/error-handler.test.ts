import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'

import { appThatThrows } from '../testing'
import { PlainError, plainWire, type Wire } from './wire-error'

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

describe('errorHandler with wires', () => {
  // A wire that would answer anything it renders with 'other': a WireError never goes through it.
  const otherWire: Wire = {
    ...plainWire,
    fromHttpException: () => new PlainError(400, 'other'),
    unexpected: () => new PlainError(500, 'other'),
  }

  it('renders a WireError in its own shape, keeping headers the route set before it threw', async () => {
    const { app } = appThatThrows(new PlainError(404, 'Not found'), {
      wire: otherWire,
      before: (c) => void c.header('Content-Range', '*/*'),
    })
    const response = await app.request('/boom')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-range')).toBe('*/*')
    expect(await response.json()).toEqual({ message: 'Not found' })
  })

  it('answers without the app handler too, since a WireError renders itself', async () => {
    const app = new Hono()
    app.get('/boom', () => {
      throw new PlainError(401, 'Staff sign-in required', { code: 'staff_session_required' })
    })
    const response = await app.request('/boom')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({
      code: 'staff_session_required',
      message: 'Staff sign-in required',
    })
  })
})
