import type { MiddlewareHandler } from 'hono'

import type { ApiCaller } from '../lib/api-caller'
import { PlainError } from './wire-error'

export type ResolveCaller = (headers: {
  apikey: string | undefined
  authorization: string | undefined
}) => Promise<ApiCaller>

/**
 * The staff APIs' door (/staff/v1, docs/wire-contract.md): the site's key and a live staff
 * session (with its second factor where that is required), else 401 or 403. The staff member's
 * id is `c.var.staffId`; answers are never cached.
 */
export function staffOnly(
  resolveCaller: ResolveCaller,
): MiddlewareHandler<{ Variables: { staffId: string } }> {
  return async (c, next) => {
    const caller = await resolveCaller({
      apikey: c.req.header('apikey'),
      authorization: c.req.header('authorization'),
    })
    if (caller.kind === 'no-api-key' || caller.kind === 'bad-api-key') {
      throw new PlainError(401, 'An API key is required', { code: 'no_api_key' })
    }
    if (caller.kind !== 'user') {
      throw new PlainError(401, 'Staff sign-in required', { code: 'staff_session_required' })
    }
    if (!caller.staff) {
      throw new PlainError(403, 'Staff only (with the second sign-in step, if it applies)', {
        code: 'staff_only',
      })
    }
    c.set('staffId', caller.userId)
    await next()
    c.header('Cache-Control', 'no-store')
  }
}
