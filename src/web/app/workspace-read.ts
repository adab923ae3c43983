import type { LoaderFunctionArgs } from 'react-router'

import { currentStaffAccess } from '@/features/auth/api/current-user'
import type { Answer } from '@/lib/api-request'
import { NO_ANSWER } from '@/lib/change-action'

/**
 * What a workspace page's loader read: nothing while the session has no staff rights (the page
 * asks to sign in or for the second step, and reads once they are given), else the answer for
 * that member of staff — the data, or the refusal's status and body.
 */
export type WorkspaceRead<T> =
  | { state: 'no-access' }
  | { state: 'ready'; userId: string; data: T }
  | { state: 'failed'; userId: string; status: number; body: unknown }

/**
 * A workspace route's loader (docs/decisions/036-app-pages-read-and-change-through-the-
 * router.md): it asks the API only for a session with staff rights, and answers a failed read
 * as data, so the page shows the shared load state with a retry rather than an error page.
 */
export function workspaceLoader<T>(read: (args: LoaderFunctionArgs) => Promise<Answer<T>>) {
  const loader = async (args: LoaderFunctionArgs): Promise<WorkspaceRead<T>> => {
    const { user, access } = await currentStaffAccess()
    if (!user || access !== 'granted') return { state: 'no-access' }
    try {
      const answer = await read(args)
      return answer.ok
        ? { state: 'ready', userId: user.id, data: answer.data }
        : { state: 'failed', userId: user.id, status: answer.status, body: answer.body }
    } catch {
      return { state: 'failed', userId: user.id, status: NO_ANSWER, body: null }
    }
  }
  // Only the browser holds the session: the server's renderer and the prerenderer skip it, and
  // the page shows the root's loading screen until it has answered (docs/decisions/016-admin-
  // data-through-the-route-loader.md).
  return Object.assign(loader, { hydrate: true as const })
}
