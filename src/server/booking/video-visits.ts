import {
  bookingMessages,
  type PatientAppointment,
  type VideoLink,
  type VisitType,
} from '../../shared/booking/booking'
import type { Database } from '../db/database'
import type { VideoConfig } from '../env'
import { recordAudit } from '../lib/audit-log'
import { PlainError } from '../middleware/wire-error'
import { type AppointmentRow, findAppointment } from './appointment.queries'
import {
  joinLinkKey,
  joinLinkMatches,
  joinWindow,
  patientJoinUrl,
  roomToken,
  roomUrl,
  windowState,
} from './video-room'

// Video visits (docs/decisions/049-video-visits-by-our-own-link.md): whether they are offered,
// the patient's link into one, what following that link leads to, and staff opening a room as
// its moderator (audited in its own transaction, lib/audit-log.ts). The provider's tokens are
// minted here only, when a link is followed in the visit's window (video-room.ts).

export type VideoVisitsDeps = {
  db: Database
  /** The provider, or undefined: no video visits are offered then. */
  video: VideoConfig | undefined
  publicUrl: string
  /** The server's own secret, from which the join links' key is derived. */
  serverSecret: string
  now: () => Date
}

/** The visit states in which its room may be entered: booked, or marked attended during it. */
const ENTERABLE = ['booked', 'fulfilled']

/** What following a patient's join link leads to. */
export type JoinOutcome =
  | { kind: 'open'; url: string }
  /** Before its window (or not yet confirmed): when it opens, told on the visit's clock. */
  | { kind: 'early'; opensAt: Date; start: Date; timeZone: string }
  | { kind: 'over' }
  /** Cancelled, moved since the link was sent, or no such visit: the link leads nowhere. */
  | { kind: 'dead' }

/** 400 for a video visit asked of a site with no video provider (or of no video service). */
export function offerOnly(videos: Pick<VideoVisits, 'offered'> | undefined, visit: VisitType) {
  if (visit === 'video' && !videos?.offered()) {
    throw new PlainError(400, bookingMessages.videoNotOffered, {
      code: 'invalid_request',
      field: 'visit',
    })
  }
}

/** The visit as its patient sees it, with its join link when it is a video visit to come. */
export function withVideo(
  videos: Pick<VideoVisits, 'linkFor'> | undefined,
  row: AppointmentRow,
  shown: PatientAppointment,
): PatientAppointment {
  const video = videos?.linkFor(row)
  return video ? { ...shown, video } : shown
}

export function createVideoVisits(deps: VideoVisitsDeps) {
  const { db, video, now } = deps
  const key = joinLinkKey(deps.serverSecret)

  const isVideo = (row: Pick<AppointmentRow, 'visit_type' | 'video_room'>) =>
    row.visit_type === 'video' && row.video_room !== null

  /** The display name on the clinician's side of a room: the clinician's own. */
  async function clinicianName(id: string) {
    const row = await db
      .selectFrom('clinicians')
      .select(['name', 'title'])
      .where('id', '=', id)
      .executeTakeFirst()
    return row ? [row.name, row.title].filter(Boolean).join(', ') : 'Renew Medical'
  }

  /** The visit's clock: its schedule's zone, as the patient's visit is shown (appointment-views). */
  async function timeZoneOf(scheduleId: string | null) {
    const row = scheduleId
      ? await db
          .selectFrom('schedules')
          .select('time_zone')
          .where('id', '=', scheduleId)
          .executeTakeFirst()
      : undefined
    return row?.time_zone ?? 'America/Chicago'
  }

  return {
    /** Whether video visits are offered (a provider is configured). */
    offered: () => video !== undefined,

    /** The patient's join link of a video visit that is still to happen; else undefined. */
    linkFor(row: AppointmentRow): VideoLink | undefined {
      if (!video || !isVideo(row) || !['pending', ...ENTERABLE].includes(row.status)) {
        return undefined
      }
      const window = joinWindow(row)
      return {
        url: patientJoinUrl(deps.publicUrl, key, row),
        opensAt: window.opens.toISOString(),
        closesAt: window.closes.toISOString(),
      }
    },

    /**
     * Follow a patient's join link: into the room with a token minted now for the window, or
     * why not. A link names the visit's sequence, so once the visit moved or was cancelled
     * (each raises it) the link leads nowhere; a new one was mailed with the new time.
     */
    async join(id: string, sequence: number, signature: string): Promise<JoinOutcome> {
      if (!joinLinkMatches(key, id, sequence, signature)) return { kind: 'dead' }
      const row = await findAppointment(db, id)
      if (!video || !row || !isVideo(row) || row.sequence !== sequence) return { kind: 'dead' }
      if (!ENTERABLE.includes(row.status) && row.status !== 'pending') return { kind: 'dead' }
      const window = joinWindow(row)
      const state = windowState(window, now())
      if (state === 'over') return { kind: 'over' }
      // A visit not yet confirmed by its mailed link has no room yet: it may never happen.
      if (state === 'early' || row.status === 'pending') {
        return {
          kind: 'early',
          opensAt: window.opens,
          start: new Date(row.start_at),
          timeZone: await timeZoneOf(row.schedule_id),
        }
      }
      const token = await roomToken(video, row.video_room ?? '', window, {
        name: `${row.first_name} ${row.last_name}`,
        moderator: false,
      })
      return { kind: 'open', url: roomUrl(video, row.video_room ?? '', token) }
    },

    /**
     * Staff open a video visit's room as its moderator, in the visit's window: the room's link
     * with a token of the clinician's name. Audited in the same transaction that reads the
     * visit, so no room is opened without its record (docs/architecture.md, Privacy).
     */
    async startAsStaff(id: string, staffId: string): Promise<VideoLink> {
      if (!video) {
        throw new PlainError(409, 'Video visits are not set up on this site (VIDEO_PROVIDER).', {
          code: 'video_not_configured',
        })
      }
      const at = now()
      const found = await db.transaction().execute(async (trx) => {
        const row = await findAppointment(trx, id)
        if (!row || !isVideo(row) || !ENTERABLE.includes(row.status)) return row ?? null
        const window = joinWindow(row)
        if (windowState(window, at) !== 'open') return row
        await recordAudit(
          trx,
          { actorId: staffId, action: 'booking.video', target: `appointment:${id}`, detail: {} },
          at,
        )
        return { ...row, window }
      })
      if (!found || !isVideo(found) || !ENTERABLE.includes(found.status)) {
        throw new PlainError(404, 'No such video visit, or it was cancelled', { code: 'not_found' })
      }
      if (!('window' in found)) {
        const window = joinWindow(found)
        throw new PlainError(
          409,
          windowState(window, at) === 'early'
            ? 'The video room opens 15 minutes before the visit.'
            : 'This visit has ended; its video room is closed.',
          { code: 'video_closed' },
        )
      }
      const room = found.video_room ?? ''
      const token = await roomToken(video, room, found.window, {
        name: await clinicianName(found.clinician_id),
        moderator: true,
      })
      return {
        url: roomUrl(video, room, token),
        opensAt: found.window.opens.toISOString(),
        closesAt: found.window.closes.toISOString(),
      }
    },
  }
}

export type VideoVisits = ReturnType<typeof createVideoVisits>
