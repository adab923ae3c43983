import { type Answer, apiRequest, refusalMessage } from '@/lib/api-request'
import type { MissingAnswer } from '@shared/intake/answers'
import type { IntakeProgram } from '@shared/intake/questionnaire'
import type { PatientProfileAnswer } from '@shared/patient-profile'
import type { PatientIntake, PatientIntakeAnswer } from '@shared/patient-wire'

// The patient's questionnaire on /patient/v1 (docs/wire-contract.md, Patient API): read it (the
// route's loader), save the answers as the patient goes (draft-saver.ts), send it (the route's
// action; docs/decisions/036-app-pages-read-and-change-through-the-router.md). Each answer is
// turned into what the page does next, so no component reads status codes.

/** The flat answers of src/shared/intake, keyed by question id. */
export type AnswerMap = PatientIntake['answers']

/** A change the questionnaire's page asks of its route's action. */
export type IntakeChange = { intent: 'submit'; version: number; today: string }

export type SaveResult =
  | { kind: 'saved'; intake: PatientIntake }
  /** Changed on another device since `version`: these are the newer answers. */
  | { kind: 'stale'; intake: PatientIntake }
  /** Already sent (from another device): there is nothing in progress to save into. */
  | { kind: 'not-in-progress' }
  /** The session ended: saving again needs a new sign-in. */
  | { kind: 'signed-out' }
  /** Refused for what it holds (an answer the server will not take), in the server's words. */
  | { kind: 'refused'; message: string }
  /** No answer, or a server error: worth trying again. */
  | { kind: 'failed' }

export type SubmitResult =
  | { kind: 'submitted'; intake: PatientIntake }
  | { kind: 'incomplete'; missing: readonly MissingAnswer[] }
  | Exclude<SaveResult, { kind: 'saved' }>

function intakePath(program: IntakeProgram) {
  return `/intakes/${encodeURIComponent(program)}`
}

/** A request that never throws: no connection, or a body that is not JSON, is a failure. */
async function request<T>(
  path: string,
  init?: { method: string; body: unknown },
): Promise<Answer<T> | undefined> {
  try {
    return await apiRequest<T>('/patient/v1', path, init)
  } catch {
    return undefined
  }
}

function codeOf(body: unknown): unknown {
  return typeof body === 'object' && body !== null && 'code' in body ? body.code : undefined
}

function intakeOf(body: unknown): PatientIntake | null {
  return typeof body === 'object' && body !== null && 'intake' in body
    ? (body as PatientIntakeAnswer).intake
    : null
}

/** What a refused save or submission means for the page. */
function refusal(status: number, body: unknown): Exclude<SaveResult, { kind: 'saved' }> {
  const code = codeOf(body)
  const intake = intakeOf(body)
  if (status === 409 && code === 'stale' && intake) return { kind: 'stale', intake }
  if (status === 409) return { kind: 'not-in-progress' }
  if (status === 401) return { kind: 'signed-out' }
  if (status === 400) return { kind: 'refused', message: refusalMessage(body, '') }
  return { kind: 'failed' }
}

/** The questionnaire in progress, else the newest sent one, else `{ intake: null }`. */
/** The page's read: the questionnaire, and the state the patient's profile names (or ''). */
export type IntakeRead = PatientIntakeAnswer & { profileState: string }

/**
 * The questionnaire, with the profile's state to start a new one from (the state given at
 * booking, checkout or My care is not asked for again; docs/decisions/047-details-typed-once-and-
 * prices-all-in.md). A profile that cannot be read leaves the state to be chosen.
 */
export async function readIntake(program: IntakeProgram): Promise<Answer<IntakeRead>> {
  const [intake, profile] = await Promise.all([
    apiRequest<PatientIntakeAnswer>('/patient/v1', intakePath(program)),
    apiRequest<PatientProfileAnswer>('/patient/v1', '/profile').catch(() => null),
  ])
  if (!intake.ok) return intake
  const profileState = profile?.ok ? profile.data.profile.state : ''
  return { ok: true, data: { ...intake.data, profileState } }
}

/** Save the answers and the step; `version` is the one last read (none before the first save). */
export async function saveIntake(
  program: IntakeProgram,
  draft: { answers: AnswerMap; step: string; version: number | undefined },
): Promise<SaveResult> {
  const answer = await request<PatientIntakeAnswer>(intakePath(program), {
    method: 'PUT',
    body: draft,
  })
  if (!answer) return { kind: 'failed' }
  if (answer.ok && answer.data.intake) return { kind: 'saved', intake: answer.data.intake }
  return answer.ok ? { kind: 'failed' } : refusal(answer.status, answer.body)
}

/** Send the saved answers for review; `today` is the patient's own date, YYYY-MM-DD. */
export function submitIntake(
  program: IntakeProgram,
  sent: { version: number; today: string },
): Promise<Answer<PatientIntakeAnswer>> {
  return apiRequest<PatientIntakeAnswer>('/patient/v1', `${intakePath(program)}/submit`, {
    method: 'POST',
    body: sent,
  })
}

/** What the answer to a submission means for the page (one that never came is a failure). */
export function submitResult(answer: Answer<PatientIntakeAnswer>): SubmitResult {
  if (answer.ok && answer.data.intake) return { kind: 'submitted', intake: answer.data.intake }
  if (answer.ok) return { kind: 'failed' }
  if (answer.status === 422 && codeOf(answer.body) === 'incomplete') {
    const { missing } = answer.body as { missing: readonly MissingAnswer[] }
    return { kind: 'incomplete', missing }
  }
  return refusal(answer.status, answer.body)
}
