import type { Answer } from '@/lib/api-request'
import type { IntakeProgram } from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import {
  type AnswerMap,
  type IntakeRead,
  readIntake,
  saveIntake,
  type SaveResult,
  submitIntake,
} from './api/intake-api'
import { localDate } from './local-date'
import { saveableAnswers } from './step-validation'

// The questionnaire begun before an account exists (docs/decisions/046-one-way-in-and-the-place-
// kept.md). Its answers are health data, so they stay in this tab's sessionStorage only — never
// localStorage or a cookie, which outlive the tab and reach other people on a shared computer —
// until the patient has an account; then the route's loader saves them through the patient API
// and sends them (`adoptGuestDraft`), and they leave the tab.

export type GuestDraft = { answers: AnswerMap; step: string }

/** Where the tab keeps one program's draft. */
export const guestDraftKey = (program: IntakeProgram) => `renew.intake-draft.${program}`

function tabStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage
  } catch {
    // Storage blocked: the questionnaire still works, it only cannot outlive a reload.
    return undefined
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The draft this tab keeps for `program`, if one is there and whole. */
export function readGuestDraft(
  program: IntakeProgram,
  storage = tabStorage(),
): GuestDraft | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(guestDraftKey(program)) ?? 'null')
    if (!isRecord(parsed) || !isRecord(parsed.answers) || typeof parsed.step !== 'string') {
      return undefined
    }
    return { answers: parsed.answers as AnswerMap, step: parsed.step }
  } catch {
    return undefined
  }
}

export function writeGuestDraft(
  program: IntakeProgram,
  draft: GuestDraft,
  storage = tabStorage(),
): boolean {
  try {
    storage?.setItem(guestDraftKey(program), JSON.stringify(draft))
    return storage !== undefined
  } catch {
    return false
  }
}

export function clearGuestDraft(program: IntakeProgram, storage = tabStorage()): void {
  try {
    storage?.removeItem(guestDraftKey(program))
  } catch {
    // Nothing to clear where nothing could be kept.
  }
}

/** The draft in the shape the questionnaire's page reads (it has no id or times of its own). */
export function guestIntake(program: IntakeProgram, draft: GuestDraft | undefined): PatientIntake {
  return {
    id: 'guest',
    program,
    questionnaireVersion: '',
    status: 'in-progress',
    step: draft?.step ?? null,
    version: 1,
    answers: draft?.answers ?? {},
    assessment: null,
    outcome: null,
    decision: null,
    decisionNote: null,
    createdAt: '',
    updatedAt: '',
    submittedAt: null,
    reviewedAt: null,
  }
}

/** The draft saver's save for a visitor (draft-saver.ts): into the tab, never to the server. */
export function saveGuestDraft(
  program: IntakeProgram,
  draft: { answers: AnswerMap; step: string },
): Promise<SaveResult> {
  const kept = writeGuestDraft(program, { answers: draft.answers, step: draft.step })
  return Promise.resolve(
    kept
      ? { kind: 'saved', intake: guestIntake(program, draft) }
      : { kind: 'refused', message: '' },
  )
}

export type AdoptDeps = {
  read?: typeof readIntake
  save?: typeof saveIntake
  submit?: typeof submitIntake
  storage?: Storage
  today?: string
}

/**
 * The questionnaire's read for a signed-in patient whose tab holds a draft begun before the
 * account: the draft is saved to the account (over the draft in progress there, if any) and
 * sent, then answered as the read would be. Whatever fails on the way, the read is the answer:
 * a draft the server took leaves the tab; one it did not take stays for the next read (nothing
 * the patient typed is dropped unseen). A
 * submission the server finds incomplete leaves the draft saved, to be finished on the page.
 */
export async function adoptGuestDraft(
  program: IntakeProgram,
  {
    read = readIntake,
    save = saveIntake,
    submit = submitIntake,
    storage = tabStorage(),
    today = localDate(),
  }: AdoptDeps = {},
): Promise<Answer<IntakeRead>> {
  const draft = readGuestDraft(program, storage)
  const current = await read(program)
  if (!draft || !current.ok) return current
  const inProgress = current.data.intake?.status === 'in-progress' ? current.data.intake : null
  const answers = saveableAnswers(program, draft.answers)
  let saved = await save(program, { answers, step: draft.step, version: inProgress?.version })
  // Saved meanwhile from another device: these answers, typed last, go over it.
  if (saved.kind === 'stale') {
    saved = await save(program, { answers, step: draft.step, version: saved.intake.version })
  }
  if (saved.kind !== 'saved') return current
  clearGuestDraft(program, storage)
  const sent = await submit(program, { version: saved.intake.version, today })
  return sent.ok
    ? { ok: true, data: { ...sent.data, profileState: current.data.profileState } }
    : read(program)
}
