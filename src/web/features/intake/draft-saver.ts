import type { IntakeProgram } from '@shared/intake/questionnaire'
import type { PatientIntake } from '@shared/patient-wire'

import { type AnswerMap, saveIntake, type SaveResult } from './api/intake-api'
import { saveableAnswers } from './step-validation'

// Saving the questionnaire as the patient goes (docs/architecture.md, Patient accounts and the
// intake): soon after typing stops, and at once on every step change. One save at a time, each
// naming the version the page last read, so a save from a page that another device has moved on
// is answered "stale" with the newer answers instead of overwriting them. Nothing the patient
// typed is lost then: the answers they changed here since the last save are laid over the newer
// ones and saved again (`mergeStale`). A save that gets no
// answer is tried again, a little later each time, until one gets through.

export type SaveStatus =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved' }
  | { state: 'retrying' }
  | { state: 'signed-out' }
  | { state: 'refused'; message: string }

export type DraftSaverEvents = {
  onStatus: (status: SaveStatus) => void
  /** Another device changed the answers: the page shows these instead. */
  onStale: (intake: PatientIntake) => void
  /** The questionnaire was sent meanwhile (from another device): nothing is left to save. */
  onClosed: () => void
}

export type DraftSaverOptions = {
  /** How long after the last keystroke a save starts. */
  debounceMs?: number
  /** The waits before each new try of a save that failed; the last one repeats. */
  retryMs?: readonly number[]
  save?: typeof saveIntake
}

export type DraftSaver = ReturnType<typeof createDraftSaver>

export function createDraftSaver(
  program: IntakeProgram,
  events: DraftSaverEvents,
  {
    debounceMs = 1500,
    retryMs = [2000, 5000, 10_000, 30_000],
    save = saveIntake,
  }: DraftSaverOptions = {},
) {
  let version: number | undefined
  /** The answers as the server last had them from or for this page. */
  let base: AnswerMap = {}
  let latest: { answers: AnswerMap; step: string } | undefined
  /** Whether `latest` holds something the server has not taken yet. */
  let dirty = false
  let failures = 0
  let debounceTimer: ReturnType<typeof setTimeout> | undefined
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let running: Promise<void> | undefined
  /** The page went away: a failed save is not tried again (until the page is back). */
  let disposed = false
  /** Bumped by `reset`: the answer to a save sent before it no longer concerns this draft. */
  let generation = 0

  function clearTimers() {
    clearTimeout(debounceTimer)
    clearTimeout(retryTimer)
    debounceTimer = undefined
    retryTimer = undefined
  }

  /** What a save's answer means; `true` when the loop may go on with newer changes. */
  function settle(result: SaveResult, sent: { answers: AnswerMap; step: string }): boolean {
    switch (result.kind) {
      case 'saved':
        version = result.intake.version
        base = sent.answers
        failures = 0
        return true
      case 'stale': {
        // The newer answers, with everything this page changed since its last save laid over
        // them — what it sent and what was typed while the save was in flight — saved again at
        // once, at the newer version. The page shows exactly that, so an answer given a moment
        // ago never flips back.
        const here = dirty && latest ? latest : sent
        const merged = mergeStale(base, here.answers, result.intake.answers)
        version = result.intake.version
        base = result.intake.answers
        failures = 0
        latest = { answers: merged, step: here.step }
        dirty ||= JSON.stringify(merged) !== JSON.stringify(result.intake.answers)
        events.onStale({ ...result.intake, answers: merged })
        return true
      }
      case 'not-in-progress':
        dirty = false
        events.onClosed()
        return false
      case 'signed-out':
        dirty = true
        events.onStatus({ state: 'signed-out' })
        return false
      case 'refused':
        dirty = true
        events.onStatus({ state: 'refused', message: result.message })
        return false
      case 'failed': {
        dirty = true
        const wait = retryMs[Math.min(failures, retryMs.length - 1)] ?? 30_000
        failures += 1
        events.onStatus({ state: 'retrying' })
        if (!disposed) retryTimer = setTimeout(() => void run(), wait)
        return false
      }
    }
  }

  async function loop() {
    const started = generation
    while (dirty && latest) {
      dirty = false
      const draft = latest
      events.onStatus({ state: 'saving' })
      const result = await save(program, {
        answers: saveableAnswers(program, draft.answers),
        step: draft.step,
        version,
      })
      if (started !== generation || !settle(result, draft)) return
    }
    events.onStatus({ state: 'saved' })
  }

  function run(): Promise<void> {
    clearTimers()
    running ??= loop().finally(() => {
      running = undefined
    })
    return running
  }

  return {
    /** The version the page last read: what a submission names. */
    get version() {
      return version
    },

    /** Start again from what the server holds (`undefined`: nothing saved yet). */
    reset(fromVersion: number | undefined, answers: AnswerMap = {}) {
      generation += 1
      clearTimers()
      disposed = false
      version = fromVersion
      base = answers
      latest = undefined
      dirty = false
      failures = 0
    },

    /** The patient typed: save once they pause. */
    change(answers: AnswerMap, step: string) {
      latest = { answers, step }
      dirty = true
      disposed = false
      clearTimeout(debounceTimer)
      debounceTimer = setTimeout(() => void run(), debounceMs)
    },

    /** The patient moved to another step: save now. */
    saveNow(answers: AnswerMap, step: string) {
      latest = { answers, step }
      dirty = true
      disposed = false
      void run()
    },

    /**
     * Save whatever is waiting and resolve once nothing is in flight: `true` when the server has
     * every answer, so a submission may name `version`.
     */
    async flush(): Promise<boolean> {
      disposed = false
      // A save already in flight picks up what changed meanwhile before it ends.
      await run()
      return !dirty
    },

    /** The page is going away: send what is waiting, and try no more after that. */
    dispose() {
      disposed = true
      clearTimers()
      if (dirty) void run()
    },
  }
}

/**
 * The answers after a stale save: the newer ones another device saved, with every answer this
 * page changed since `base` (what it last had in common with the server) laid over them — an
 * answer cleared here stays cleared.
 */
export function mergeStale(base: AnswerMap, mine: AnswerMap, theirs: AnswerMap): AnswerMap {
  const merged: Record<string, unknown> = { ...theirs }
  for (const id of new Set([...Object.keys(base), ...Object.keys(mine)])) {
    const here = (mine as Record<string, unknown>)[id]
    if (JSON.stringify(here) === JSON.stringify((base as Record<string, unknown>)[id])) continue
    if (here === undefined) delete merged[id]
    else merged[id] = here
  }
  return merged as AnswerMap
}
