import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { SignJWT } from 'jose'

const SECRET_FILE = 'jwt-secret'

/**
 * The HS256 secret: JWT_SECRET when set, otherwise generated once into DATA_DIR
 * (mode 0600) and reused on every start. Several processes must share JWT_SECRET.
 */
export function loadJwtSecret(options: { jwtSecret: string | undefined; dataDir: string }): string {
  if (options.jwtSecret) return options.jwtSecret
  const file = path.join(options.dataDir, SECRET_FILE)
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 })
  try {
    // 'wx' fails if the file exists, so two processes starting together agree on one secret.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  }
  const secret = fs.readFileSync(file, 'utf8').trim()
  if (secret.length < 32) {
    throw new Error(`${file} holds a secret shorter than 32 characters; delete it to regenerate`)
  }
  return secret
}

// Fixed claims so every process holding the same secret derives the same anon key.
const ANON_ISSUED_AT = Date.UTC(2024, 0, 1) / 1000
const ANON_EXPIRES_AT = Date.UTC(2036, 0, 1) / 1000

/** The public anon key: an HS256 JWT with role `anon`, as Supabase issues it. */
export function createAnonKey(secret: string): Promise<string> {
  return new SignJWT({ iss: 'renew-medical', role: 'anon' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(ANON_ISSUED_AT)
    .setExpirationTime(ANON_EXPIRES_AT)
    .sign(new TextEncoder().encode(secret))
}
