import { type Answer, apiRequest } from '@/lib/api-request'

// The staff workspace's API, /staff/v1 (docs/wire-contract.md, Staff workspace), called with the
// signed-in staff member's token. What it answers is declared once, in
// src/shared/workspace-wire.ts, for the server and the pages alike.

export { type Answer, refusalMessage } from '@/lib/api-request'

/** One call to /staff/v1; the answer's JSON, or its status and body when it is not 2xx. */
export function workspaceRequest<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  return apiRequest<T>('/staff/v1', path, init)
}

// The answers with one order or product come in an envelope, `{order}` and `{product}`; a bare
// order or product is read the same way, so a page never depends on which of the two it got.

function unwrap<T extends object>(key: string, body: unknown): T {
  return (
    typeof body === 'object' && body !== null && key in body
      ? (body as Record<string, unknown>)[key]
      : body
  ) as T
}

export async function unwrapped<T extends object>(
  key: 'order' | 'product',
  answer: Promise<Answer<unknown>>,
): Promise<Answer<T>> {
  const settled = await answer
  return settled.ok ? { ok: true, data: unwrap<T>(key, settled.data) } : settled
}
