import { afterEach, describe, expect, it, vi } from 'vitest'

import type { Answer } from '@/lib/api-request'
import type { PatientIntake } from '@shared/patient-wire'

import type { IntakeRead, SaveResult } from './api/intake-api'
import { createDraftSaver } from './draft-saver'
import {
  adoptGuestDraft,
  clearGuestDraft,
  guestDraftKey,
  guestIntake,
  readGuestDraft,
  saveGuestDraft,
  writeGuestDraft,
} from './guest-draft'

// The questionnaire begun before an account (guest-draft.ts): kept in the tab's sessionStorage
// only, and saved then sent to the account once there is one.

afterEach(() => {
  sessionStorage.clear()
  localStorage.clear()
})

const answers = { 'date-of-birth': '1980-05-04', state: 'TX' }

function serverIntake(changes: Partial<PatientIntake>): PatientIntake {
  return { ...guestIntake('weight-loss', undefined), id: 'intake-1', ...changes }
}
const ok = (intake: PatientIntake | null): Answer<IntakeRead> => ({
  ok: true,
  data: { intake, profileState: '' },
})

describe('the tab draft', () => {
  it('is kept in sessionStorage only — never localStorage or a cookie — and read back whole', () => {
    expect(writeGuestDraft('weight-loss', { answers, step: 'body' })).toBe(true)
    expect(readGuestDraft('weight-loss')).toEqual({ answers, step: 'body' })
    expect(sessionStorage.getItem(guestDraftKey('weight-loss'))).toContain('1980-05-04')
    expect(localStorage.length).toBe(0)
    expect(document.cookie).toBe('')
    // Each program keeps its own.
    expect(readGuestDraft('mens-health')).toBeUndefined()
    clearGuestDraft('weight-loss')
    expect(readGuestDraft('weight-loss')).toBeUndefined()
  })

  it('ignores what is not a draft', () => {
    for (const stored of [
      'not json',
      'null',
      '[]',
      '{"answers":[],"step":"x"}',
      '{"answers":{}}',
    ]) {
      sessionStorage.setItem(guestDraftKey('weight-loss'), stored)
      expect(readGuestDraft('weight-loss')).toBeUndefined()
    }
  })

  it('is where the draft saver saves a visitor’s answers, with no request', async () => {
    const onStatus = vi.fn()
    const saver = createDraftSaver(
      'weight-loss',
      { onStatus, onStale: vi.fn(), onClosed: vi.fn() },
      { save: saveGuestDraft },
    )
    saver.reset(1, {})
    saver.saveNow(answers, 'about-you')
    expect(await saver.flush()).toBe(true)
    expect(readGuestDraft('weight-loss')).toEqual({ answers, step: 'about-you' })
    expect(onStatus).toHaveBeenLastCalledWith({ state: 'saved' })
  })
})

describe('adoptGuestDraft', () => {
  it('without a draft in the tab is the plain read', async () => {
    const save = vi.fn<() => Promise<SaveResult>>()
    const read = vi.fn(() => Promise.resolve(ok(null)))
    expect(await adoptGuestDraft('weight-loss', { read, save })).toEqual(ok(null))
    expect(save).not.toHaveBeenCalled()
  })

  it('saves the draft over the one in progress, sends it, and empties the tab', async () => {
    writeGuestDraft('weight-loss', { answers, step: 'review' })
    const read = vi.fn(() =>
      Promise.resolve(ok(serverIntake({ version: 4, answers: { state: 'FL' } }))),
    )
    const save = vi.fn(() =>
      Promise.resolve<SaveResult>({ kind: 'saved', intake: serverIntake({ version: 5, answers }) }),
    )
    const sent = ok(serverIntake({ version: 6, status: 'submitted' }))
    const submit = vi.fn(() => Promise.resolve(sent))
    const answer = await adoptGuestDraft('weight-loss', { read, save, submit, today: '2026-11-30' })
    expect(save).toHaveBeenCalledWith('weight-loss', { answers, step: 'review', version: 4 })
    expect(submit).toHaveBeenCalledWith('weight-loss', { version: 5, today: '2026-11-30' })
    expect(answer).toEqual(sent)
    expect(readGuestDraft('weight-loss')).toBeUndefined()
  })

  it('starts a new draft after a sent one, and goes over a stale one', async () => {
    writeGuestDraft('weight-loss', { answers, step: 'review' })
    const read = vi.fn(() => Promise.resolve(ok(serverIntake({ status: 'submitted', version: 9 }))))
    const save = vi
      .fn<(...args: unknown[]) => Promise<SaveResult>>()
      .mockResolvedValueOnce({ kind: 'stale', intake: serverIntake({ version: 2 }) })
      .mockResolvedValueOnce({ kind: 'saved', intake: serverIntake({ version: 3 }) })
    const submit = vi.fn(() => Promise.resolve(ok(serverIntake({ status: 'submitted' }))))
    await adoptGuestDraft('weight-loss', { read, save, submit })
    expect(save.mock.calls.map((call) => (call[1] as { version?: number }).version)).toEqual([
      undefined,
      2,
    ])
    expect(submit).toHaveBeenCalledWith('weight-loss', expect.objectContaining({ version: 3 }))
  })

  it('keeps the draft in the tab when the server did not take it, and answers the read', async () => {
    writeGuestDraft('weight-loss', { answers, step: 'review' })
    const current = ok(null)
    const answer = await adoptGuestDraft('weight-loss', {
      read: () => Promise.resolve(current),
      save: () => Promise.resolve({ kind: 'failed' }),
      submit: vi.fn(),
    })
    expect(answer).toBe(current)
    expect(readGuestDraft('weight-loss')).toEqual({ answers, step: 'review' })
  })

  it('reads again when the sending was refused: the saved draft is finished on the page', async () => {
    writeGuestDraft('weight-loss', { answers, step: 'review' })
    const again = ok(serverIntake({ version: 2 }))
    const read = vi.fn().mockResolvedValueOnce(ok(null)).mockResolvedValueOnce(again)
    const answer = await adoptGuestDraft('weight-loss', {
      read,
      save: () => Promise.resolve({ kind: 'saved', intake: serverIntake({ version: 2 }) }),
      submit: () => Promise.resolve({ ok: false, status: 422, body: { code: 'incomplete' } }),
    })
    expect(answer).toBe(again)
    expect(readGuestDraft('weight-loss')).toBeUndefined()
  })
})
