import { getSupabase } from '@/lib/supabase'

// A staff member's second factor through supabase-js `auth.mfa` (docs/wire-contract.md, MFA).

/** The name the site gives the one factor it sets up. */
const FACTOR_NAME = 'Authenticator app'

export type TotpEnrolment = {
  factorId: string
  /** The QR code (SVG drawn by our server) as a data: URL for an <img>. */
  qrCodeUrl: string
  /** The shared secret, for typing into an app that cannot scan. */
  secret: string
}

/**
 * A new TOTP factor. An unverified one left from an earlier attempt is removed first: it can
 * never be completed, as its secret is shown only once, and its name would clash.
 */
export async function startTotpEnrolment(): Promise<TotpEnrolment> {
  const { auth } = await getSupabase()
  const listed = await auth.mfa.listFactors()
  if (listed.error) throw listed.error
  for (const factor of listed.data.all) {
    if (factor.status === 'unverified') {
      const { error } = await auth.mfa.unenroll({ factorId: factor.id })
      if (error) throw error
    }
  }
  const { data, error } = await auth.mfa.enroll({ factorType: 'totp', friendlyName: FACTOR_NAME })
  if (error) throw error
  return { factorId: data.id, qrCodeUrl: svgDataUrl(data.totp.qr_code), secret: data.totp.secret }
}

const SVG_DATA = 'data:image/svg+xml;utf-8,'

/**
 * supabase-js hands the server's SVG on behind a `data:` prefix, unescaped; escaped here, so
 * no character of the markup can end the URL early.
 */
function svgDataUrl(qrCode: string): string {
  const svg = qrCode.startsWith(SVG_DATA) ? qrCode.slice(SVG_DATA.length) : qrCode
  return `${SVG_DATA}${encodeURIComponent(svg)}`
}

/** The staff member's verified TOTP factor, if any. */
export async function verifiedTotpFactorId(): Promise<string | undefined> {
  const { auth } = await getSupabase()
  const { data, error } = await auth.mfa.listFactors()
  if (error) throw error
  return data.totp.find((factor) => factor.status === 'verified')?.id
}

/** Verifies a code; on success supabase-js stores the raised (aal2) session and says so. */
export async function verifyTotpCode(factorId: string, code: string) {
  const { auth } = await getSupabase()
  return auth.mfa.challengeAndVerify({ factorId, code })
}
