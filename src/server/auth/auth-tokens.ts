import { createHash, createHmac, randomBytes } from 'node:crypto'

import { errors, jwtVerify, SignJWT } from 'jose'

import { isUuid } from '../../shared/ids'
import { AuthError } from './auth-errors'

/** Access token lifetime (GoTrue's GOTRUE_JWT_EXP default). */
export const ACCESS_TOKEN_TTL_SECONDS = 3600

export type AmrEntry = { method: string; timestamp: number }

/**
 * The claims GoTrue's `GenerateAccessToken` issues, in its order (docs/wire-contract.md, Access
 * tokens).
 */
export type AccessTokenClaims = {
  iss: string
  sub: string
  aud: string
  exp: number
  iat: number
  email: string
  phone: string
  app_metadata: Record<string, unknown>
  user_metadata: Record<string, unknown>
  role: string
  aal: string
  amr: AmrEntry[]
  session_id: string
  is_anonymous: boolean
}

const encoder = new TextEncoder()

export function signAccessToken(secret: string, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(encoder.encode(secret))
}

const badJwt = (detail: string) =>
  new AuthError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`)

/** The claims we rely on from a verified user token. */
export type VerifiedClaims = { sub: string; session_id: string | undefined; aud: unknown }

/**
 * Verify a bearer token the way GoTrue's `requireAuthentication` does (docs/wire-contract.md,
 * Access tokens), with the golang-jwt v5 wording for the common failures.
 */
export async function verifyAccessToken(secret: string, token: string): Promise<VerifiedClaims> {
  let payload: Record<string, unknown>
  try {
    ;({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'] }))
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw badJwt('token has invalid claims: token is expired')
    }
    if (error instanceof errors.JWTClaimValidationFailed) {
      throw badJwt(`token has invalid claims: ${error.message}`)
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      throw badJwt('token signature is invalid: signature is invalid')
    }
    if (error instanceof errors.JOSEAlgNotAllowed) {
      throw badJwt('token is unverifiable: signing method is invalid')
    }
    throw badJwt('token is malformed: could not parse token')
  }
  if (payload.sub === undefined || payload.sub === '') {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim')
  }
  if (!isUuid(payload.sub)) {
    throw new AuthError(400, 'bad_jwt', 'invalid claim: sub claim must be a UUID')
  }
  const sessionId = payload.session_id
  if (sessionId !== undefined && sessionId !== null && !isUuid(sessionId)) {
    throw new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID')
  }
  return { sub: payload.sub, session_id: sessionId ?? undefined, aud: payload.aud }
}

export type ApiKeyRole = 'anon' | 'service_role'

/**
 * API keys that verified, by key string. Every anonymous API call presents the same anon key
 * (usually twice: apikey and bearer), and an HS256 check through WebCrypto costs ~80 µs — a
 * sixth of the server's time per lead insert under load (npm run test:load). The same string under the
 * same secret verifies the same way until it expires, so a hit checks only those two. Only
 * keys that passed are kept; nobody without the secret can mint one, so a few slots suffice.
 */
const verifiedApiKeys = new Map<
  string,
  { secret: string; role: ApiKeyRole; exp: number | undefined }
>()
const MAX_VERIFIED_API_KEYS = 16

/** The role of an apikey we issued (an HS256 JWT with role anon/service_role), else null. */
export async function apiKeyRole(secret: string, apiKey: string): Promise<ApiKeyRole | null> {
  const known = verifiedApiKeys.get(apiKey)
  // jose's rule: a token is expired once `exp` is at or before now (whole seconds).
  if (
    known?.secret === secret &&
    (known.exp === undefined || known.exp > Math.floor(Date.now() / 1000))
  ) {
    return known.role
  }
  try {
    const { payload } = await jwtVerify(apiKey, encoder.encode(secret), {
      algorithms: ['HS256'],
    })
    const role = payload.role === 'anon' || payload.role === 'service_role' ? payload.role : null
    if (role && (verifiedApiKeys.has(apiKey) || verifiedApiKeys.size < MAX_VERIFIED_API_KEYS)) {
      verifiedApiKeys.set(apiKey, { secret, role, exp: payload.exp })
    }
    return role
  } catch {
    // An expired key gives its slot back.
    if (known?.secret === secret) verifiedApiKeys.delete(apiKey)
    return null
  }
}

// Refresh tokens: GoTrue's legacy format is 12 chars of [a-z0-9]; we hand out 32 for entropy
// (~165 bits). Clients treat them as opaque (docs/wire-contract.md, Refresh tokens).
const REFRESH_TOKEN_LENGTH = 32
const REFRESH_TOKEN_PATTERN = /^[a-z0-9]{32}$/
const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789'
// The largest multiple of 36 below 256: bytes at or above it are skipped, so every
// character is uniform.
const UNBIASED_LIMIT = 252

/** Map a byte stream onto 32 uniform [a-z0-9] characters. */
function alphanumericToken(nextBlock: (index: number) => Buffer): string {
  let token = ''
  for (let block = 0; token.length < REFRESH_TOKEN_LENGTH; block++) {
    for (const byte of nextBlock(block)) {
      if (byte >= UNBIASED_LIMIT) continue
      token += ALPHANUMERIC[byte % ALPHANUMERIC.length]
      if (token.length === REFRESH_TOKEN_LENGTH) break
    }
  }
  return token
}

/** The first refresh token of a session: random. */
export function generateRefreshToken(): string {
  return alphanumericToken(() => randomBytes(48))
}

/**
 * Every later token of a session is derived from its parent: HMAC(key, parent, sequence).
 * Only hashes are stored, yet when a client presents the parent of the active token again
 * (it lost our last answer; docs/wire-contract.md, Refresh tokens) we can hand back that same
 * active token.
 */
export function deriveRefreshToken(key: string, parent: string, sequence: number): string {
  return alphanumericToken((block) =>
    createHmac('sha512', key).update(`${parent}:${sequence}:${block}`).digest(),
  )
}

/** The derivation key: separate from the JWT signing use of the same secret. */
export function refreshTokenKey(jwtSecret: string): string {
  return createHmac('sha256', jwtSecret).update('renew-medical/refresh-token/v1').digest('hex')
}

export function isWellFormedRefreshToken(token: string): boolean {
  return REFRESH_TOKEN_PATTERN.test(token)
}

/** A single-use e-mail link token (confirmation, recovery, e-mail change): 256 bits. */
export function generateLinkToken(): string {
  return randomBytes(32).toString('base64url')
}

/** How tokens are stored: SHA-256, hex. The tokens are random, so no salt is needed. */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}
