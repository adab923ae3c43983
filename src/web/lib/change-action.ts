import type { ActionFunctionArgs } from 'react-router'

import type { Answer } from './api-request'

// How an app-like page changes data (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md): the page submits a change through a fetcher (hooks/use-change.ts), its route's
// action sends it to the API, and the answer — the data, or the refusal with its status and
// body — is the fetcher's data. The router then reads the page's loaders again.

/** A change a page asks of its route: what to do (`intent`) and its fields, sent as JSON. */
export type Change = { intent: string } & Record<string, unknown>

/** The status of an answer that never came (the network failed): no HTTP status is 0. */
export const NO_ANSWER = 0

/** A route's action that hands each submitted change to `handle` and returns its answer. */
export function changeAction<C extends Change, T = unknown>(
  handle: (change: C, args: ActionFunctionArgs) => Promise<Answer<T>>,
) {
  return async (args: ActionFunctionArgs): Promise<Answer<T>> => {
    const change = (await args.request.json()) as C
    try {
      return await handle(change, args)
    } catch {
      return { ok: false, status: NO_ANSWER, body: null }
    }
  }
}
