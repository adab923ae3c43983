import type { Hono } from 'hono'

import { BOOKING_LIMITS } from '../shared/booking/booking'
import type { ProfileGiven } from '../shared/patient-profile'
import { accountExists, findUserById } from './auth/auth.queries'
import { isEmailProvenByLink } from './auth/email-proof'
import { verifyPassword } from './auth/passwords'
import {
  appointmentsOf,
  deleteAppointmentsOfAccount,
  toPatientAppointment,
} from './booking/appointment-views.queries'
import { createBookingService } from './booking/booking-service'
import { createBookingStaffService } from './booking/booking-staff-service'
import { createStaffVisits } from './booking/booking-staff-visits'
import { createBookingStaffRoutes } from './booking/booking-staff.routes'
import { createBookingRoutes } from './booking/booking.routes'
import { createVideoJoinRoutes } from './booking/video-join.routes'
import { createVideoVisits, withVideo } from './booking/video-visits'
import type { Database } from './db/database'
import type { Config } from './env'
import { rememberGiven } from './lib/patient-profile'
import type { Logger } from './logger'
import type { Callers } from './middleware/caller-door'
import { clientIp } from './middleware/client-ip'
import { createCatalogueService } from './orders/catalogue-service'
import { createOrderService } from './orders/order-service'
import { createCatalogueStaffRoutes, createOrdersStaffRoutes } from './orders/orders-staff.routes'
import { createOrdersRoutes } from './orders/orders.routes'
import { payByPhoneOrInvoice } from './orders/payment-provider'
import { createPaymentsRoutes } from './orders/payments.routes'
import { stripeProvider } from './orders/stripe-payments'
import { createPatientRoutes } from './patient/patient.routes'
import { toCsv } from './rest/csv'
import { deletePerson } from './workspace/person-deletion.queries'
import { markRequestBooked, restoreRequest } from './workspace/pipeline.queries'
import { listEvents } from './workspace/timeline.queries'
import { eventToWire } from './workspace/workspace-wire'
import { createWorkspaceRoutes } from './workspace/workspace.routes'

// The own APIs mounted on the app (docs/architecture.md, Parts): booking, orders and the
// catalogue, the staff workspace and the patient API, each a thin router over its area's
// service or queries. What one area needs of another (an account, a request's pipeline step,
// a timeline) is handed in here, so no area's folder imports another's.

export type OwnApiDeps = {
  db: Database
  config: Config
  logger: Logger
  secrets: { jwtSecret: string; intakeKey: Buffer }
  /** Nudged after mail is queued, so it goes out at once (outbox worker). */
  outbox?: { kick: () => void }
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** Who is calling, as every door resolves it (middleware/caller-door.ts). */
  callers: Callers
}

export function mountOwnApis(
  app: Hono,
  { db, config, logger, secrets, outbox, now, callers }: OwnApiDeps,
): void {
  /** Whether an account exists for this address: a guest without one is invited to make one. */
  const hasAccount = (email: string) => accountExists(db, email)
  /** An account as booking and orders name a patient: id, address, proven by a link or not. */
  const findAccount = async (id: string) => {
    const user = await findUserById(db, id)
    return user && { id: user.id, email: user.email, linked: isEmailProvenByLink(user) }
  }
  // Video visits, when a provider is configured (docs/decisions/049-video-visits-by-our-own-link.md).
  const videos = createVideoVisits({
    db,
    video: config.video,
    publicUrl: config.publicUrl,
    serverSecret: secrets.jwtSecret,
    now,
  })
  const bookingService = createBookingService({
    db,
    logger,
    publicUrl: config.publicUrl,
    findUser: findAccount,
    hasAccount,
    markRequestBooked: (trx, visit) => markRequestBooked(trx, visit),
    restoreRequest,
    confirmMinutes: config.bookingConfirmMinutes,
    now,
    onMailQueued: outbox?.kick,
    intakeKey: secrets.intakeKey,
    videos,
  })
  app.route(
    // The patient's link into a video visit: a page opened from a mail (video-join.routes.ts).
    '/visit',
    createVideoJoinRoutes({ videos }),
  )
  app.route(
    '/staff/v1/booking',
    createBookingStaffRoutes({
      callers,
      service: createBookingStaffService({
        db,
        publicUrl: config.publicUrl,
        onMailQueued: outbox?.kick,
        // A cancelled visit puts the consultation request it had moved back where it stood.
        restoreRequest,
        now,
        videoOffered: videos.offered(),
      }),
      // Staff book and move visits through the patients' own use-cases (booking-staff-visits.ts).
      visits: createStaffVisits({
        db,
        publicUrl: config.publicUrl,
        onMailQueued: outbox?.kick,
        restoreRequest,
        now,
        intakeKey: secrets.intakeKey,
        videos,
        booking: bookingService,
      }),
      clientIp: (c) => clientIp(c, config.trustProxy),
    }),
  )
  // What a signed-in patient gives booking and checkout, kept in their profile (ADR 047).
  const remember = (userId: string, given: ProfileGiven) =>
    rememberGiven(db, userId, given, now().toISOString())
  // One order service and one catalogue service for the patient's and the staff's routers
  // (docs/architecture.md, Orders).
  const orderService = createOrderService({
    now,
    db,
    logger,
    publicUrl: config.publicUrl,
    findUser: findAccount,
    hasAccount,
    ordersPerIpPer10Min: config.ordersPerIpPer10Min,
    // Stripe's hosted Checkout when its keys are set, else pay by phone or invoice (ADR 050).
    payments: config.stripe
      ? stripeProvider(config.stripe, { publicUrl: config.publicUrl })
      : payByPhoneOrInvoice(),
    toCsv,
    // The physician's read of an order's patient's questionnaire (order-questionnaire.ts).
    intakeKey: secrets.intakeKey,
    auditSecret: secrets.jwtSecret,
    onMailQueued: outbox?.kick,
  })
  const catalogueService = createCatalogueService({ now, db, logger })
  // Before the workspace at /staff/v1, as the booking's staff routes are.
  app.route('/staff/v1/orders', createOrdersStaffRoutes({ callers, orders: orderService }))
  app.route(
    '/staff/v1/catalogue',
    createCatalogueStaffRoutes({ callers, catalogue: catalogueService }),
  )
  app.route(
    '/staff/v1',
    createWorkspaceRoutes({
      now,
      db,
      logger,
      callers,
      auditSecret: secrets.jwtSecret,
      intakeKey: secrets.intakeKey,
      publicUrl: config.publicUrl,
      onMailQueued: outbox?.kick,
    }),
  )
  app.route(
    '/patient/v1',
    createPatientRoutes({
      now,
      db,
      logger,
      auditSecret: secrets.jwtSecret,
      intakeKey: secrets.intakeKey,
      callers,
      checkPassword: verifyPassword,
      // A patient's own deletion covers their address only, never a merge staff made (ADR 042).
      erasePerson: (email, record) => deletePerson(db, email, record, { linked: false }),
      timelines: async (ids) => (await listEvents(db, ids)).map(eventToWire),
      appointments: async (user) => {
        const at = now()
        const rows = await appointmentsOf(db, user)
        return Promise.all(
          rows.map(async (row) =>
            withVideo(
              videos,
              row,
              await toPatientAppointment(db, row, BOOKING_LIMITS.defaultCutoffHours, at),
            ),
          ),
        )
      },
      orders: (user) => orderService.patientOrders(user),
      deleteAppointmentsOf: deleteAppointmentsOfAccount,
    }),
  )
  app.route(
    '/booking/v1',
    createBookingRoutes({
      callers,
      service: bookingService,
      clientIp: (c) => clientIp(c, config.trustProxy),
      remember,
    }),
  )
  // The processor's signed webhook; without a processor every path here is 404.
  app.route('/payments/v1', createPaymentsRoutes({ orders: orderService }))
  app.route(
    '/orders/v1',
    createOrdersRoutes({
      callers,
      clientIp: (c) => clientIp(c, config.trustProxy),
      orders: orderService,
      catalogue: catalogueService,
      remember,
    }),
  )
}
