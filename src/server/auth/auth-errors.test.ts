import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'

import { appThatThrows } from '../testing'
import { goTrueWire, refreshGrantWire } from './auth-errors'

// What /auth/v1 answers for an error its routes did not throw as an AuthError.

describe("GoTrue's wire", () => {
  it("puts an unexpected failure in GoTrue's shape where the request speaks it, logged", async () => {
    const { app, lines } = appThatThrows(new Error('disk on fire'), { wire: goTrueWire })
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
    const { app } = appThatThrows(new Error('pool exhausted'), { wire: refreshGrantWire })
    const response = await app.request('/boom')
    expect(response.status).toBe(503)
    expect(((await response.json()) as { code: string }).code).toBe('unexpected_failure')
  })

  it("gives another HTTPException GoTrue's shape with the code unknown", async () => {
    const { app } = appThatThrows(new HTTPException(418, { message: 'I am a teapot' }), {
      wire: goTrueWire,
    })
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
