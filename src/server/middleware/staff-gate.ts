import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'

import { PlainError, plainWire, wireOf } from './wire-error'

export type StaffGateOptions = {
  /**
   * What anyone may ask for: the gate's own files, config, the auth endpoints the gate calls
   * (an allow-list, site/gate-assets.ts).
   */
  isOpenPath: (pathname: string, method: string) => boolean
  /** Whether the request carries a valid staff session (the gate cookie). */
  hasStaffSession: (c: Context) => Promise<boolean>
  /** Path prefixes of the data APIs, where a staff access token passes too ('/rest/v1/'). */
  dataPaths?: readonly string[]
  /** Whether the request's bearer token is a live staff session's (asked on data paths only). */
  hasStaffToken?: (c: Context) => Promise<boolean>
}

/**
 * The server-enforced staff gate (docs/decisions/007-staff-gate-code-split.md): without a staff session only the
 * open paths are served; everything else — every API, a new one too — answers 401
 * (docs/architecture.md, Staff gate). A data endpoint also passes with a
 * staff access token, so staff scripts (supabase-js with a staff session, no cookie) work
 * before launch; pages and assets still need the cookie. What staff do receive is marked
 * `private` so no shared cache can hand it to someone else.
 */
export const staffGate = ({
  isOpenPath,
  hasStaffSession,
  dataPaths = [],
  hasStaffToken,
}: StaffGateOptions) => {
  const isDataPath = (pathname: string) => dataPaths.some((prefix) => pathname.startsWith(prefix))
  const admitted = async (c: Context) =>
    (await hasStaffSession(c)) ||
    (hasStaffToken !== undefined && isDataPath(c.req.path) && (await hasStaffToken(c)))

  return createMiddleware(async (c, next) => {
    if (isOpenPath(c.req.path, c.req.method)) return next()
    if (!(await admitted(c))) {
      // In the shape of the request's API, so supabase-js reads the code on /auth/v1 too.
      const wire = wireOf(c)
      throw wire === plainWire
        ? new PlainError(401, 'Staff sign-in required', {
            code: 'staff_session_required',
            headers: { 'Cache-Control': 'no-store' },
          })
        : wire.error(401, 'staff_session_required', 'Staff sign-in required')
    }
    await next()
    const cacheControl = c.res.headers.get('Cache-Control')
    if (cacheControl?.startsWith('public')) {
      c.res.headers.set('Cache-Control', cacheControl.replace(/^public/, 'private'))
    }
  })
}
