import { AuthError, validationFailed, weakPasswordError } from '../auth-errors'
import { isPasswordTooLong, MAX_PASSWORD_LENGTH, weakPasswordReasons } from '../passwords'

/** Metadata is copied into every access token: past this, the user's own requests fail (431). */
export const MAX_USER_METADATA_BYTES = 16 * 1024

export function assertMetadataSize(metadata: Record<string, unknown>) {
  const bytes = Buffer.byteLength(JSON.stringify(metadata))
  if (bytes > MAX_USER_METADATA_BYTES) {
    throw new AuthError(
      422,
      'validation_failed',
      `User metadata is too large: ${bytes} bytes as JSON, at most ${MAX_USER_METADATA_BYTES} allowed`,
    )
  }
}

/** The password checks that block: over 72 characters (400), then the weak reasons (422). */
export function assertStrongPassword(password: string) {
  if (isPasswordTooLong(password)) {
    throw validationFailed(`Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`)
  }
  const weak = weakPasswordReasons(password)
  if (weak) throw weakPasswordError(weak.message, weak.reasons)
}
