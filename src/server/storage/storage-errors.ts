import type { ContentfulStatusCode } from 'hono/utils/http-status'

import { WireError } from '../middleware/wire-error'

/**
 * Supabase Storage's error shape: the real status is a string in the body. "Not found" is
 * answered with HTTP 400 and `statusCode: '404'`; storage-js (`exists()` treats 400 and 404
 * alike) and existing clients depend on that shape. Never cached.
 */
export class StorageError extends WireError {
  constructor(
    status: ContentfulStatusCode,
    readonly statusCode: string,
    readonly code: string,
    readonly error: string,
    message: string,
    headers: Record<string, string> = {},
  ) {
    super(status, message, { 'Cache-Control': 'no-store', ...headers })
  }

  body() {
    const { statusCode, code, error, message } = this
    return { statusCode, code, error, message }
  }
}

export const noSuchKey = () =>
  new StorageError(400, '404', 'NoSuchKey', 'not_found', 'Object not found')

export const noSuchBucket = () =>
  new StorageError(400, '404', 'NoSuchBucket', 'Bucket not found', 'Bucket not found')

export const methodNotAllowed = () =>
  new StorageError(405, '405', 'MethodNotAllowed', 'Method Not Allowed', 'Method not allowed', {
    Allow: 'GET, HEAD',
  })
