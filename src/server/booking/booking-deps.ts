import type { PipelineStatus } from '../../shared/pipeline'
import type { Database } from '../db/database'
import type { Logger } from '../logger'
import type { RestoreRequest } from './booking-cancel'
import type { VideoVisits } from './video-visits'

// What the booking service (booking-service.ts) and its use-cases are built with: the store,
// the clock, and the few things they ask of auth and the workspace.

export type BookingServiceDeps = {
  db: Database
  logger: Logger
  publicUrl: string
  /** The caller's account, to fill in who booked (auth). */
  findUser: (id: string) => Promise<{ id: string; email: string; linked: boolean } | undefined>
  /** Whether an account exists for this address (auth): a guest without one is invited. */
  hasAccount: (email: string) => Promise<boolean>
  /**
   * Move the person's open consultation request to "booked", in the confirmed booking's
   * transaction: the request moved and where it stood before.
   */
  markRequestBooked: (
    trx: Database,
    visit: { email: string; actorId: string; appointmentId: string; now: Date },
  ) => Promise<{ id: string; from: PipelineStatus } | null>
  /** Put a request back where it stood before a cancelled visit moved it (workspace). */
  restoreRequest: RestoreRequest
  /** How long a visit for an address not yet proven holds its slot (BOOKING_CONFIRM_MINUTES). */
  confirmMinutes: number
  /** Wake the outbox worker after a commit. */
  onMailQueued?: () => void
  /** Seals the confirmation's manage link while it waits in the outbox (outbox-seal.ts). */
  intakeKey: Buffer
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** Video visits (video-visits.ts): offered only with a provider; their join links. */
  videos?: Pick<VideoVisits, 'offered' | 'linkFor'>
}
