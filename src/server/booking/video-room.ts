import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { SignJWT } from 'jose'

import type { VideoConfig } from '../env'

// A video visit's room and the links into it (docs/decisions/049-video-visits-by-our-own-link.md).
// Rooms are on a Jitsi Meet server with JWT room authentication (prosody's mod_auth_token,
// docs/deploy-nginx.md, "Video visits on Jitsi Meet"): a room admits only a token signed (HS256)
// with the app secret, naming the room, valid from `nbf` to `exp`. The patient's mailed link is
// ours, not Jitsi's: it names the visit and its sequence, so a move or a cancellation kills it,
// and the token is minted only when it is followed, for the join window. Nothing about the
// patient's health goes into a room name or a token: the room is random, the token carries the
// display name only.

/** The room opens this long before the visit, and closes when the visit ends. */
export const JOIN_EARLY_MINUTES = 15

/** A new room name: 128 random bits as 32 lowercase hex digits (Jitsi's room names are case-blind). */
export function newRoomName(): string {
  return randomBytes(16).toString('hex')
}

export type JoinWindow = { opens: Date; closes: Date }

export function joinWindow(visit: { start_at: string; end_at: string }): JoinWindow {
  return {
    opens: new Date(Date.parse(visit.start_at) - JOIN_EARLY_MINUTES * 60_000),
    closes: new Date(visit.end_at),
  }
}

export function windowState(window: JoinWindow, at: Date): 'early' | 'open' | 'over' {
  if (at < window.opens) return 'early'
  return at < window.closes ? 'open' : 'over'
}

/** Who a token is for: the patient joins as a participant, the clinician as the moderator. */
export type RoomGuest = { name: string; moderator: boolean }

/**
 * The token Jitsi's token auth expects: `iss` and `aud` the app id, `sub` the domain, `room`
 * the room name, `nbf`/`exp` the join window, and `context.user` the display name with
 * `moderator` (read by jitsi-meet's `enableUserRolesBasedOnToken`).
 */
export async function roomToken(
  config: VideoConfig,
  room: string,
  window: JoinWindow,
  guest: RoomGuest,
): Promise<string> {
  return new SignJWT({
    room,
    context: { user: { name: guest.name, moderator: guest.moderator } },
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(config.appId)
    .setAudience(config.appId)
    .setSubject(config.domain)
    .setNotBefore(Math.floor(window.opens.getTime() / 1000))
    .setExpirationTime(Math.ceil(window.closes.getTime() / 1000))
    .sign(new TextEncoder().encode(config.appSecret))
}

/** The room's address on the provider, with the token that admits one guest. */
export function roomUrl(config: VideoConfig, room: string, token: string): string {
  return `https://${config.domain}/${encodeURIComponent(room)}?jwt=${encodeURIComponent(token)}`
}

/**
 * The key of our join links, derived from the server's secret for this one use: a link signed
 * with it cannot be mistaken for any other token the server issues.
 */
export function joinLinkKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('renew-medical video join link').digest()
}

/** The signature of the patient's join link for one visit at one sequence. */
export function joinLinkSignature(key: Buffer, id: string, sequence: number): string {
  return createHmac('sha256', key).update(`patient:${id}:${sequence}`).digest('base64url')
}

export function joinLinkMatches(key: Buffer, id: string, sequence: number, given: string) {
  const expected = Buffer.from(joinLinkSignature(key, id, sequence))
  const actual = Buffer.from(given)
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}

/** The patient's link to a video visit: the site's own, followed at the visit's time. */
export function patientJoinUrl(
  publicUrl: string,
  key: Buffer,
  visit: { id: string; sequence: number },
): string {
  const signature = joinLinkSignature(key, visit.id, visit.sequence)
  return `${publicUrl}/visit/join/${visit.id}?s=${visit.sequence}&k=${signature}`
}
