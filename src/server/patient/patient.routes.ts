import { randomUUID } from 'node:crypto'

import { Hono } from 'hono'
import * as z from 'zod/mini'

import type { PatientAppointment } from '../../shared/booking/booking'
import { camelKeys } from '../../shared/camel-case'
import type { PatientOrder } from '../../shared/orders/orders'
import { type PatientProfileAnswer, patientProfileSchema } from '../../shared/patient-profile'
import type { Care, CareIntake, PatientExport } from '../../shared/patient-wire'
import type { TimelineEvent } from '../../shared/workspace-wire'
import type { Database } from '../db/database'
import { personKey, recordAudit } from '../lib/audit-log'
import { intakesOf, openIntake } from '../lib/intake-store/intake.queries'
import { readProfile, saveProfile } from '../lib/patient-profile'
import type { Logger } from '../logger'
import { type Callers, door, type PatientEnv } from '../middleware/caller-door'
import { consume, rateLimitKey, refund } from '../middleware/rate-limit'
import { readJsonBody } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'
import {
  deleteAccount,
  isSubscribed,
  linkedConsultations,
  linkedDownloads,
  requestsByIds,
  setSubscribed,
} from './care.queries'
import { forPatient, intakeRoutes } from './intake.routes'

// `/patient/v1`: a signed-in patient's own data (docs/wire-contract.md, Patient API) — My care,
// their profile, the newsletter switch, the health intake, and the rights over their data: export everything
// as JSON, delete the account. Answers are never cached.

export type PatientRoutesDeps = {
  db: Database
  logger: Logger
  /** Keys the pseudonymous person ids of the audit log (lib/audit-log.ts). */
  auditSecret: string
  /** The health intake's AES-256 key (secrets.ts). */
  intakeKey: Buffer
  // What other resources own, given by app.ts (resource folders never import each other):
  /** Who is calling (app.ts): the door admits a signed-in account with a live session. */
  callers: Callers
  /** Whether `password` is the account's (auth/passwords.ts). */
  checkPassword: (storedHash: string, password: string) => Promise<boolean>
  /** Erase everything held under an address, with `record` in the same transaction (workspace). */
  erasePerson: (
    email: string,
    record: (trx: Database, deletion: unknown) => Promise<void>,
  ) => Promise<unknown>
  /** The patient's booked visits (booking). */
  appointments: (user: {
    id: string
    email: string
    linked: boolean
  }) => Promise<PatientAppointment[]>
  /**
   * The patient's orders (orders): placed with the account or under the proven address. They
   * outlive the account — an order is an accounting record — and its deletion only forgets whose
   * account it was (`orders.user_id` is set null by its foreign key).
   */
  orders: (user: { id: string; email: string; linked: boolean }) => Promise<PatientOrder[]>
  /** Remove the visits booked with this account (booking), in the deletion's transaction. */
  deleteAppointmentsOf: (trx: Database, userId: string) => Promise<number>
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
  /** The timelines of these requests (workspace), as its wire has them. */
  timelines: (requestIds: string[]) => Promise<TimelineEvent[]>
}

type Env = PatientEnv

/** Wrong passwords for deleting an account, per account, before it waits. */
const DELETE_ATTEMPTS = { limit: 5, windowMs: 15 * 60_000 }

export function createPatientRoutes(deps: PatientRoutesDeps) {
  const { db, logger, intakeKey } = deps
  const app = new Hono<Env>()

  app.use(door(deps.callers, 'patient'))

  app.get('/care', async (c) => {
    const { user, linked } = c.var.patient
    const intakes = (await intakesOf(db, user.id)).map((row): CareIntake => {
      const opened = openIntake(intakeKey, row)
      return {
        id: row.id,
        program: row.program as CareIntake['program'],
        status: row.status as CareIntake['status'],
        step: row.step,
        outcome: row.outcome as CareIntake['outcome'],
        decision: row.decision as CareIntake['decision'],
        decisionNote: opened.decision_note,
        assessment: forPatient(opened.assessment) as CareIntake['assessment'],
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        submittedAt: row.submitted_at,
        reviewedAt: row.reviewed_at,
      }
    })
    return c.json({
      email: user.email,
      linked,
      consultations: linked ? await linkedConsultations(db, user.email) : [],
      downloads: linked ? await linkedDownloads(db, user.email) : [],
      newsletter: linked ? await isSubscribed(db, user.email) : null,
      appointments: await deps.appointments({ id: user.id, email: user.email, linked }),
      intakes,
    } satisfies Care)
  })

  // The patient's details, typed once and offered again by booking, checkout and the intake
  // (docs/wire-contract.md, Patient API, Profile).
  app.get('/profile', async (c) => {
    const profile = await readProfile(db, c.var.patient.user.id)
    if (!profile) throw new PlainError(404, 'No such account', { code: 'user_not_found' })
    return c.json({ profile } satisfies PatientProfileAnswer)
  })

  app.put('/profile', async (c) => {
    const body = await readJsonBody(c, patientProfileSchema)
    const profile = await saveProfile(db, c.var.patient.user.id, body, deps.now().toISOString())
    if (!profile) throw new PlainError(404, 'No such account', { code: 'user_not_found' })
    return c.json({ profile } satisfies PatientProfileAnswer)
  })

  app.put('/newsletter', async (c) => {
    const { user, linked } = c.var.patient
    const { subscribed } = await readJsonBody(c, z.object({ subscribed: z.boolean() }))
    if (!linked) {
      throw new PlainError(403, 'Confirm your e-mail address by link first', {
        code: 'email_not_proven',
      })
    }
    await setSubscribed(db, user.email, subscribed, randomUUID(), deps.now().toISOString())
    return c.json({ subscribed })
  })

  app.get('/export', async (c) => {
    const { user, linked } = c.var.patient
    const consultations = linked ? await linkedConsultations(db, user.email) : []
    // Status changes and contact attempts, not staff-only notes.
    const events = (await deps.timelines(consultations.map((row) => row.id)))
      .filter((event) => event.kind !== 'note')
      .map(({ requestId, kind, data, createdAt }) => ({ requestId, kind, data, createdAt }))
    const requests = linked
      ? await requestsByIds(
          db,
          consultations.map((row) => row.id),
        )
      : []
    const exported: PatientExport = {
      exportedAt: deps.now().toISOString(),
      account: {
        id: user.id,
        email: user.email,
        createdAt: user.created_at,
        emailConfirmedAt: user.email_confirmed_at,
        profile: JSON.parse(user.raw_user_meta_data) as unknown,
      },
      consultationRequests: requests.map((request) => ({
        ...camelKeys(request),
        pipeline: consultations.find((row) => row.id === request.id) ?? null,
        timeline: events.filter((event) => event.requestId === request.id),
      })),
      downloads: linked ? await linkedDownloads(db, user.email) : [],
      newsletter: linked ? await isSubscribed(db, user.email) : null,
      appointments: await deps.appointments({ id: user.id, email: user.email, linked }),
      orders: await deps.orders({ id: user.id, email: user.email, linked }),
      intakes: (await intakesOf(db, user.id)).map((row) => {
        const opened = openIntake(intakeKey, row)
        return {
          id: row.id,
          program: row.program as CareIntake['program'],
          questionnaireVersion: row.questionnaire_version,
          status: row.status as CareIntake['status'],
          questionnaireResponse: opened.answers,
          assessment: opened.assessment as CareIntake['assessment'],
          decision: row.decision as CareIntake['decision'],
          decisionNote: opened.decision_note,
          createdAt: row.created_at,
          submittedAt: row.submitted_at,
          reviewedAt: row.reviewed_at,
        }
      }),
    }
    await recordAudit(db, {
      actorId: user.id,
      action: 'account.export',
      target: personKey(deps.auditSecret, user.email),
      detail: {
        intakes: exported.intakes.length,
        requests: requests.length,
        orders: exported.orders.length,
      },
    })
    c.header('Content-Disposition', 'attachment; filename="renew-medical-my-data.json"')
    return c.body(JSON.stringify(exported, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
    })
  })

  app.delete('/account', async (c) => {
    const { user, linked, staff } = c.var.patient
    const { password } = await readJsonBody(
      c,
      z.object({ password: z.string().check(z.minLength(1, 'Enter your password')) }),
    )
    if (staff) {
      throw new PlainError(403, 'Staff accounts are removed with npm run staff -- remove', {
        code: 'staff_account',
      })
    }
    const attempts = rateLimitKey('account-delete', user.id, DELETE_ATTEMPTS)
    if (!(await consume(db, attempts, DELETE_ATTEMPTS)).allowed) {
      throw new PlainError(429, 'Too many attempts. Try again in 15 minutes.', {
        code: 'over_request_rate_limit',
      })
    }
    if (
      !user.encrypted_password ||
      !(await deps.checkPassword(user.encrypted_password, password))
    ) {
      throw new PlainError(403, 'That password is not right', { code: 'wrong_password' })
    }
    await refund(db, attempts)
    const target = personKey(deps.auditSecret, user.email)
    const record = (trx: Database, deletion: unknown) =>
      recordAudit(trx, { actorId: user.id, action: 'account.delete', target, detail: deletion })
    // With a proven address everything held under it goes; otherwise only the account (its
    // intakes by cascade, and the visits booked with it): an unproven address must not erase
    // someone else's requests. Orders stay either way, as accounting records of what was sold
    // and paid; the account's deletion sets their user_id to null (the foreign key), and with a
    // proven address their name, e-mail, phone and address are cleared too
    // (docs/decisions/042-a-person-deleted-whole-and-merged-by-link.md).
    if (linked) {
      await deps.erasePerson(user.email, record)
    } else {
      await deleteAccount(db, user.id, async (trx) => {
        // Visits booked while signed in are the account's own, whatever address they carry.
        const appointments = await deps.deleteAppointmentsOf(trx, user.id)
        return () => record(trx, { account: 1, intakes: 0, appointments })
      })
    }
    logger.info({ userId: user.id }, 'patient: account deleted')
    return c.json({ deleted: true })
  })

  app.route('/', intakeRoutes({ ...deps }))

  return app
}
