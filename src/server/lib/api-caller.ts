// Who is calling a data API (/rest/v1), as the auth service resolves it from the apikey and
// bearer token (auth/api-caller.ts) and the resources act on it (rest/rest.routes.ts).

/**
 * The `reason` of a `bad-token` whose signature and expiry are fine but whose session is not
 * live (signed out, revoked, past its limits) or whose user is gone (docs/wire-contract.md,
 * Sessions).
 */
export const SESSION_NOT_LIVE = 'session_not_found'

export type ApiCaller =
  | { kind: 'no-api-key' }
  | { kind: 'bad-api-key' }
  | { kind: 'bad-token'; expired: boolean; reason: string }
  | { kind: 'anon' }
  | {
      kind: 'user'
      userId: string
      /** A live session of a staff member (a physician too), with the second factor if asked. */
      staff: boolean
      /**
       * Staff rights as a physician (src/shared/roles.ts): true only when `staff` is. Left out
       * where only staff rights matter; read it as false then.
       */
      physician?: boolean
    }
