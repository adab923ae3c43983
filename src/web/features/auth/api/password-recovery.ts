import { paths } from '@/config/paths'
import { getSupabase } from '@/lib/supabase'

// Password recovery through supabase-js (docs/wire-contract.md, Password recovery, E-mail links,
// Update user). Both calls resolve with what went wrong in the visitor's terms, never reject.

/** What stopped a recovery call, as the pages word it. */
export type RecoveryProblem =
  'rate-limited' | 'network' | 'same-password' | 'weak-password' | 'session-missing' | 'unexpected'

export type RecoveryOutcome =
  | { ok: true }
  | {
      ok: false
      problem: RecoveryProblem
      /** The server's own words, shown for a weak password (its reasons). */
      message: string
    }

/**
 * POST /auth/v1/recover. The server answers the same for every address, so success says only
 * that the request was taken; the mailed link leads back to /auth/reset.
 */
export function requestPasswordReset(email: string): Promise<RecoveryOutcome> {
  return settle(async () => {
    const supabase = await getSupabase()
    return supabase.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${paths.authReset}`,
    })
  })
}

/**
 * PUT /auth/v1/user with the new password, in the session the recovery link signed in. The
 * server ends every other session of the user; this one stays (supabase-js emits USER_UPDATED).
 */
export function setNewPassword(password: string): Promise<RecoveryOutcome> {
  return settle(async () => {
    const supabase = await getSupabase()
    return supabase.auth.updateUser({ password })
  })
}

type AuthErrorLike = { name?: string; status?: number; code?: string; message: string }

async function settle(call: () => Promise<{ error: AuthErrorLike | null }>) {
  try {
    const { error } = await call()
    return error ? failed(problemOf(error), error.message) : { ok: true as const }
  } catch (error) {
    // fetch, and a chunk or /config.json that would not load, fail with a TypeError: the
    // network. Anything else thrown is ours.
    const message = error instanceof Error ? error.message : String(error)
    return failed(error instanceof TypeError ? 'network' : 'unexpected', message)
  }
}

function failed(problem: RecoveryProblem, message: string): RecoveryOutcome {
  return { ok: false, problem, message }
}

// Read by name, status and code rather than with supabase-js's error classes: importing them
// would pull the supabase-js chunk into the /auth page's own (docs/architecture.md, Session).
function problemOf(error: AuthErrorLike): RecoveryProblem {
  if (error.status === 429) return 'rate-limited'
  if (error.code === 'same_password') return 'same-password'
  if (error.code === 'weak_password') return 'weak-password'
  if (error.name === 'AuthSessionMissingError' || error.code === 'session_not_found') {
    return 'session-missing'
  }
  // auth-js gives status 0 when no answer came at all; 5xx answers are the server's trouble.
  if (error.name === 'AuthRetryableFetchError' && !error.status) return 'network'
  return 'unexpected'
}
