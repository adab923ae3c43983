import { type ApiData, useApiData } from '@/hooks/use-api-data'

import { workspaceRequest } from './api/workspace-api'

export type WorkspaceData<T> = ApiData<T>

/**
 * Reads `path` from /staff/v1 when it changes, again on `reload()`, and every `pollMs` when
 * given (the queue shows new requests without a reload). A poll that fails keeps what was shown.
 */
export function useWorkspaceData<T>(path: string | null, pollMs?: number) {
  return useApiData<T>(workspaceRequest, path, pollMs)
}
