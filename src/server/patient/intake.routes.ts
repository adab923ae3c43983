import { type Context, Hono } from 'hono'
import * as z from 'zod/mini'

import { intakeAnswersSchemas, missingAnswers } from '../../shared/intake/answers'
import { assessIntake } from '../../shared/intake/eligibility'
import { fromQuestionnaireResponse, toQuestionnaireResponse } from '../../shared/intake/fhir'
import {
  type IntakeAnswers,
  INTAKE_QUESTIONNAIRE_VERSION,
  type IntakeProgram,
  intakePrograms,
} from '../../shared/intake/questionnaire'
import type { PatientIntake } from '../../shared/patient-wire'
import type { Database } from '../db/database'
import {
  draftOf,
  findIntake,
  type IntakeRow,
  intakesOf,
  openIntake,
  saveDraft,
  submitDraft,
} from '../lib/intake-store/intake.queries'
import type { Patient } from '../lib/patient'
import { rememberGiven } from '../lib/patient-profile'
import type { Logger } from '../logger'
import { readJsonBody, readParam } from '../middleware/read-input'
import { PlainError } from '../middleware/wire-error'

// The patient's side of the health intake (docs/wire-contract.md, Patient API): the
// questionnaire in progress, saved as the patient goes so it resumes on any device, and its
// submission, which assesses the answers with the shared rules (src/shared/intake) and queues
// them for a physician's review. Answers are stored as a FHIR QuestionnaireResponse, sealed.

type Env = { Variables: { patient: Patient } }

export type IntakeRoutesDeps = {
  db: Database
  logger: Logger
  intakeKey: Buffer
  /** The app's one clock (AppDeps.clock). */
  now: () => Date
}

const saveBody = z.object({
  answers: z.record(z.string(), z.unknown()),
  step: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
  version: z.optional(z.number().check(z.int(), z.positive())),
})

const submitBody = z.object({
  version: z.number().check(z.int(), z.positive()),
  /** The patient's calendar date (their age is counted on it). */
  today: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, 'today must be YYYY-MM-DD')),
})

const DAY_MS = 86_400_000
const noSuchQuestionnaire = () =>
  new PlainError(404, 'No such questionnaire', { code: 'not_found' })

/** An assessment as the patient sees it: without the flags, which are notes for staff. */
export function forPatient(assessment: unknown): unknown {
  if (typeof assessment !== 'object' || assessment === null) return assessment
  const { flags: _staffOnly, ...rest } = assessment as Record<string, unknown>
  return rest
}

export function intakeRoutes(deps: IntakeRoutesDeps) {
  const { db, logger, intakeKey } = deps
  const app = new Hono<Env>()

  function program(c: Context): IntakeProgram {
    return readParam(c, 'program', z.enum(intakePrograms), noSuchQuestionnaire)
  }

  /** A row as the patient's page reads it: the flat answers, not the stored FHIR shape. */
  function view(row: IntakeRow): PatientIntake {
    const opened = openIntake(intakeKey, row)
    const answers = fromQuestionnaireResponse(
      row.program as IntakeProgram,
      opened.answers as Parameters<typeof fromQuestionnaireResponse>[1],
    )
    return {
      id: row.id,
      program: row.program as IntakeProgram,
      questionnaireVersion: row.questionnaire_version,
      status: row.status as PatientIntake['status'],
      step: row.step,
      version: row.version,
      answers,
      assessment: forPatient(opened.assessment) as PatientIntake['assessment'],
      outcome: row.outcome as PatientIntake['outcome'],
      decision: row.decision as PatientIntake['decision'],
      decisionNote: opened.decision_note,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      submittedAt: row.submitted_at,
      reviewedAt: row.reviewed_at,
    }
  }

  // The questionnaire in progress, else the newest submitted one, else null.
  app.get('/intakes/:program', async (c) => {
    const which = program(c)
    const { user } = c.var.patient
    const row =
      (await draftOf(db, user.id, which)) ??
      (await intakesOf(db, user.id)).find((intake) => intake.program === which)
    return c.json({ intake: row ? view(row) : null })
  })

  app.put('/intakes/:program', async (c) => {
    const which = program(c)
    const { user } = c.var.patient
    const input = await readJsonBody(c, saveBody)
    const answers = z.safeParse(intakeAnswersSchemas[which], input.answers)
    if (!answers.success) {
      const issue = answers.error.issues[0]
      const question = issue?.path.join('.')
      throw new PlainError(
        400,
        `${question ? `${question}: ` : ''}${issue?.message ?? 'an answer is not valid'}`,
        { code: 'invalid_answer' },
      )
    }
    const response = toQuestionnaireResponse(which, answers.data as IntakeAnswers<typeof which>, {
      status: 'in-progress',
      authored: deps.now().toISOString(),
      subject: { reference: `Patient/${user.id}` },
    })
    const saved = await saveDraft(
      db,
      {
        userId: user.id,
        program: which,
        questionnaireVersion: INTAKE_QUESTIONNAIRE_VERSION,
        answers: response,
        step: input.step ?? null,
        version: input.version,
      },
      intakeKey,
    )
    if (saved.kind === 'stale') {
      return c.json(
        {
          code: 'stale',
          message: 'These answers were changed on another device meanwhile',
          intake: view(saved.row),
        },
        409,
      )
    }
    if (saved.kind === 'not-in-progress') {
      throw new PlainError(409, 'This questionnaire was already sent', { code: 'not_in_progress' })
    }
    // The state lived in, given here, is offered again by booking and My care (lib/patient-profile.ts).
    const { state } = answers.data as { state?: unknown }
    if (typeof state === 'string') {
      await rememberGiven(db, user.id, { state }, deps.now().toISOString())
    }
    return c.json({ intake: view(saved.row) })
  })

  app.post('/intakes/:program/submit', async (c) => {
    const which = program(c)
    const { user } = c.var.patient
    const input = await readJsonBody(c, submitBody)
    // The patient's date may differ from the server's by their time zone, not more.
    if (Math.abs(Date.parse(`${input.today}T12:00:00Z`) - deps.now().getTime()) > 1.5 * DAY_MS) {
      throw new PlainError(400, 'today is not the current date', { code: 'invalid_request' })
    }
    const draft = await draftOf(db, user.id, which)
    if (!draft) {
      throw new PlainError(409, 'There is no questionnaire in progress to send', {
        code: 'not_in_progress',
      })
    }
    if (draft.version !== input.version) {
      return c.json(
        {
          code: 'stale',
          message: 'These answers were changed on another device meanwhile',
          intake: view(draft),
        },
        409,
      )
    }
    const answers = view(draft).answers
    const missing = missingAnswers(which, answers)
    if (missing.length > 0) {
      return c.json(
        {
          code: 'incomplete',
          message: 'Some questions still need an answer',
          missing,
        },
        422,
      )
    }
    const assessment = assessIntake(which, answers, input.today)
    const submitted = await submitDraft(db, intakeKey, draft, {
      answers: toQuestionnaireResponse(which, answers, {
        status: 'completed',
        authored: deps.now().toISOString(),
        subject: { reference: `Patient/${user.id}` },
      }),
      assessment,
      outcome: assessment.outcome,
      flagged: assessment.flags.length > 0 || assessment.outcome !== 'likely-fit',
    })
    if (!submitted) {
      const current = await findIntake(db, draft.id)
      return c.json(
        {
          code: 'stale',
          message: 'These answers were changed on another device meanwhile',
          intake: current ? view(current) : null,
        },
        409,
      )
    }
    // The id only: the outcome is health data (docs/architecture.md, Privacy), and logs are
    // kept, shipped and read far more widely than the sealed intake.
    logger.info({ intakeId: draft.id }, 'patient: intake submitted')
    return c.json({ intake: view(submitted) })
  })

  return app
}
