import type { Context, MiddlewareHandler } from 'hono'

import { can, type Permission, refusalOf, type StaffRole } from '../../shared/roles'
import type { ApiCaller } from '../lib/api-caller'
import type { Patient } from '../lib/patient'
import { PlainError } from './wire-error'

// The one door of the own APIs (/booking/v1, /orders/v1, /patient/v1, /staff/v1;
// docs/wire-contract.md). A router, or a single route, says what its caller needs — the site's
// key, a signed-in patient, or staff — and the door refuses everyone else with the same answers
// in every area, then leaves who is calling on the request. What a staff member's role may do
// beyond that is asked per route with `requirePermission`, before anything is read or changed.
// Answers through the door are never cached, unless a public route says otherwise (the
// catalogue's few seconds, ADR 024).

export type CallerHeaders = { apikey: string | undefined; authorization: string | undefined }

/** The caller of a data API as the auth service resolves it (auth/api-caller.ts). */
export type ResolveCaller = (headers: CallerHeaders) => Promise<ApiCaller>

/** A signed-in account with a live session, or a 401 (auth/patient-caller.ts). */
export type ResolvePatient = (headers: CallerHeaders) => Promise<Patient>

/** How the door learns who is calling: built once by the app (app.ts). */
export type Callers = { resolveCaller: ResolveCaller; resolvePatient: ResolvePatient }

/** The site's key, with or without a session: a guest or anyone signed in. */
export type KeyEnv = { Variables: { caller: ApiCaller } }
/** A signed-in account (patient or staff) with a live session. */
export type PatientEnv = { Variables: { patient: Patient } }
/** A live staff session (with its second factor where required), in the member's role. */
export type StaffEnv = { Variables: { staffId: string; staffRole: StaffRole } }

type Needs = { 'api-key': KeyEnv; patient: PatientEnv; staff: StaffEnv }
export type Need = keyof Needs

const headersOf = (c: Context): CallerHeaders => ({
  apikey: c.req.header('apikey'),
  authorization: c.req.header('authorization'),
})

const noApiKey = () => new PlainError(401, 'An API key is required', { code: 'no_api_key' })

export function door<N extends Need>(callers: Callers, need: N): MiddlewareHandler<Needs[N]> {
  const admit: (c: Context) => Promise<void> = {
    'api-key': async (c: Context<KeyEnv>) => {
      const caller = await callers.resolveCaller(headersOf(c))
      if (caller.kind === 'no-api-key' || caller.kind === 'bad-api-key') throw noApiKey()
      if (caller.kind === 'bad-token') {
        throw new PlainError(401, 'Your session has ended. Sign in again.', { code: 'bad_jwt' })
      }
      c.set('caller', caller)
    },
    patient: async (c: Context<PatientEnv>) => {
      c.set('patient', await callers.resolvePatient(headersOf(c)))
    },
    staff: async (c: Context<StaffEnv>) => {
      const caller = await callers.resolveCaller(headersOf(c))
      if (caller.kind === 'no-api-key' || caller.kind === 'bad-api-key') throw noApiKey()
      if (caller.kind !== 'user') {
        throw new PlainError(401, 'Staff sign-in required', { code: 'staff_session_required' })
      }
      if (!caller.staff) {
        throw new PlainError(403, 'Staff only (with the second sign-in step, if it applies)', {
          code: 'staff_only',
        })
      }
      c.set('staffId', caller.userId)
      // Read afresh from the account on every request (docs/architecture.md, Roles).
      c.set('staffRole', caller.physician === true ? 'physician' : 'staff')
    },
  }[need] as (c: Context) => Promise<void>
  return async (c, next) => {
    await admit(c)
    await next()
    // Personal or health data: never kept by a browser or a proxy. Only a public read through
    // the key alone may say otherwise. Set on the answer's own headers: `c.header` after the
    // answer is made would copy the whole answer into a new one.
    if (need !== 'api-key' || !c.res.headers.has('Cache-Control')) {
      c.res.headers.set('Cache-Control', 'no-store')
    }
  }
}

/**
 * Refuses a staff member whose role lacks `permission` (the table in src/shared/roles.ts): 403
 * with a code and words the workspace shows. Called before anything is read or changed.
 */
export function requirePermission(c: Context<StaffEnv>, permission: Permission): void {
  if (!can(c.var.staffRole, permission)) {
    const { code, message } = refusalOf(permission)
    throw new PlainError(403, message, { code })
  }
}
