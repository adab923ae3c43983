import type { PatientIntake } from '@shared/patient-wire'

import type { AnswerMap, SaveResult } from './api/intake-api'
import { createDraftSaver, mergeStale, type SaveStatus } from './draft-saver'

// The saver alone, with the server replaced by a list of answers: what it sends, in what order,
// and what it tells the page.

function saved(version: number, answers: AnswerMap = {}): PatientIntake {
  return {
    id: 'intake-1',
    program: 'weight-loss',
    questionnaireVersion: '2026-11-1',
    status: 'in-progress',
    step: 'body',
    version,
    answers,
    assessment: null,
    outcome: null,
    decision: null,
    decisionNote: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    submittedAt: null,
    reviewedAt: null,
  }
}

function setUp(results: SaveResult[]) {
  const statuses: SaveStatus['state'][] = []
  const stale: PatientIntake[] = []
  const closed = vi.fn()
  const save = vi.fn(
    (_program: string, _draft: { version: number | undefined; answers?: AnswerMap }) =>
      Promise.resolve(results.shift() ?? { kind: 'failed' as const }),
  )
  const saver = createDraftSaver(
    'weight-loss',
    {
      onStatus: (status) => statuses.push(status.state),
      onStale: (intake) => stale.push(intake),
      onClosed: closed,
    },
    { debounceMs: 1500, retryMs: [2000, 5000], save },
  )
  return { saver, save, statuses, stale, closed }
}

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
})

test('typing is saved once it pauses, as one save with the latest answers', async () => {
  const { saver, save, statuses } = setUp([{ kind: 'saved', intake: saved(1) }])

  saver.change({ 'height-feet': 5 }, 'body')
  await vi.advanceTimersByTimeAsync(1000)
  saver.change({ 'height-feet': 5, 'height-inches': 4 }, 'body')
  await vi.advanceTimersByTimeAsync(1000)
  expect(save).not.toHaveBeenCalled()
  await vi.advanceTimersByTimeAsync(600)

  expect(save).toHaveBeenCalledTimes(1)
  expect(save).toHaveBeenCalledWith('weight-loss', {
    answers: { 'height-feet': 5, 'height-inches': 4 },
    step: 'body',
    version: undefined,
  })
  expect(statuses).toEqual(['saving', 'saved'])
  expect(saver.version).toBe(1)
})

test('a save that gets no answer says so and is tried again until it gets through', async () => {
  const { saver, save, statuses } = setUp([
    { kind: 'failed' },
    { kind: 'failed' },
    { kind: 'saved', intake: saved(4) },
  ])
  saver.reset(3)

  saver.saveNow({ state: 'TX' }, 'body')
  await vi.advanceTimersByTimeAsync(0)
  expect(statuses).toEqual(['saving', 'retrying'])
  await vi.advanceTimersByTimeAsync(2000)
  await vi.advanceTimersByTimeAsync(5000)

  expect(save).toHaveBeenCalledTimes(3)
  expect(save.mock.calls.map(([, draft]) => draft.version)).toEqual([3, 3, 3])
  expect(statuses).toEqual(['saving', 'retrying', 'saving', 'retrying', 'saving', 'saved'])
  expect(saver.version).toBe(4)
})

test('an answer the server will not take is left out of the save, not the whole save refused', async () => {
  const { saver, save } = setUp([{ kind: 'saved', intake: saved(1) }])

  saver.saveNow({ 'height-feet': 5, 'weight-pounds': 20 }, 'body')
  await vi.advanceTimersByTimeAsync(0)

  expect(save).toHaveBeenCalledWith('weight-loss', {
    answers: { 'height-feet': 5 },
    step: 'body',
    version: undefined,
  })
})

test('a stale save keeps what this page changed, laid over the newer answers, and saves that at their version', async () => {
  // Another device changed the height; this page, still at version 5, added the weight.
  const newer = saved(7, { state: 'OK', 'height-feet': 6 })
  const { saver, save, stale } = setUp([
    { kind: 'stale', intake: newer },
    { kind: 'saved', intake: saved(8) },
  ])
  saver.reset(5, { state: 'OK', 'height-feet': 5 })

  saver.saveNow({ state: 'OK', 'height-feet': 5, 'weight-pounds': 200 }, 'body')
  await vi.advanceTimersByTimeAsync(0)
  const merged = { state: 'OK', 'height-feet': 6, 'weight-pounds': 200 }
  expect(stale.map((intake) => intake.answers)).toEqual([merged])
  expect(save.mock.calls.map(([, draft]) => [draft.version, draft.answers])).toEqual([
    [5, { state: 'OK', 'height-feet': 5, 'weight-pounds': 200 }],
    [7, merged],
  ])
  expect(saver.version).toBe(8)
})

test('an answer given while a stale save is in flight is kept, shown and saved', async () => {
  // Another device moved to version 7; this page saves at version 5 and, before the answer
  // comes back, the patient ticks another box.
  const newer = saved(7, { state: 'OK', 'height-feet': 6 })
  let answer: (result: SaveResult) => void = () => {}
  const { saver, save, stale } = setUp([])
  save.mockImplementationOnce(
    () =>
      new Promise<SaveResult>((resolve) => {
        answer = resolve
      }),
  )
  save.mockResolvedValueOnce({ kind: 'saved', intake: saved(8) })
  saver.reset(5, { state: 'OK', 'height-feet': 5 })

  saver.saveNow({ state: 'OK', 'height-feet': 5, 'weight-pounds': 200 }, 'body')
  saver.change(
    { state: 'OK', 'height-feet': 5, 'weight-pounds': 200, 'medications-none': true },
    'medications',
  )
  answer({ kind: 'stale', intake: newer })
  await vi.advanceTimersByTimeAsync(0)

  const merged = { state: 'OK', 'height-feet': 6, 'weight-pounds': 200, 'medications-none': true }
  expect(stale.map((intake) => intake.answers)).toEqual([merged])
  expect(save.mock.calls.map(([, draft]) => [draft.version, draft.answers])).toEqual([
    [5, { state: 'OK', 'height-feet': 5, 'weight-pounds': 200 }],
    [7, merged],
  ])
})

test('mergeStale: their answers, with each one changed or cleared here laid over them', () => {
  const base = { state: 'TX', 'height-feet': 5 } as AnswerMap
  const mine = { state: 'TX', 'weight-pounds': 180 } as AnswerMap
  const theirs = { state: 'OK', 'height-feet': 5, 'goal-weight': 150 } as AnswerMap
  expect(mergeStale(base, mine, theirs)).toEqual({
    state: 'OK',
    'weight-pounds': 180,
    'goal-weight': 150,
  })
})

test('flush waits for the save in flight and reports whether the server has everything', async () => {
  const { saver } = setUp([{ kind: 'saved', intake: saved(2) }, { kind: 'failed' }])

  saver.change({ state: 'TX' }, 'review')
  expect(await saver.flush()).toBe(true)
  expect(saver.version).toBe(2)

  saver.change({ state: 'OK' }, 'review')
  expect(await saver.flush()).toBe(false)
})
