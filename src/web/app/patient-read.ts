import type { LoaderFunctionArgs } from 'react-router'

import { currentStaffAccess } from '@/features/auth/api/current-user'
import type { Answer } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'

/**
 * What a signed-in patient's page read: nothing while nobody is signed in (the page sends the
 * visitor to sign in, and reads once they are back), else the answer for that patient — the
 * data, or the refusal's status and body.
 */
export type PatientRead<T> =
  | { state: 'signed-out' }
  | { state: 'ready'; userId: string; data: T }
  | { state: 'failed'; userId: string; status: number; body: unknown }

/**
 * The loader of a signed-in patient's page, /account and each questionnaire below /intake/
 * (docs/decisions/036-app-pages-read-and-change-through-the-router.md): the patient
 * counterpart of workspaceLoader (./workspace-read.ts). It asks the API only for a session, and
 * answers a failed read as data, so the page shows the shared load state with a retry rather
 * than an error page.
 */
export function patientLoader<T>(read: (args: LoaderFunctionArgs) => Promise<Answer<T>>) {
  const loader = async (args: LoaderFunctionArgs): Promise<PatientRead<T>> => {
    // The session's user; its staff rights do not matter to a patient's own pages.
    const { user } = await currentStaffAccess()
    if (!user) return { state: 'signed-out' }
    try {
      const answer = await read(args)
      return answer.ok
        ? { state: 'ready', userId: user.id, data: answer.data }
        : { state: 'failed', userId: user.id, status: answer.status, body: answer.body }
    } catch {
      return { state: 'failed', userId: user.id, status: NO_ANSWER, body: null }
    }
  }
  // Only the browser holds the session. These pages are never prerendered (isShellPage in
  // ./prerender-paths.ts), but the server's renderer can still draw them: it skips the loader,
  // and the page says it is loading (docs/decisions/016-admin-data-through-the-route-loader.md).
  return Object.assign(loader, { hydrate: true as const })
}
