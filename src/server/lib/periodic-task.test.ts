import { afterEach, describe, expect, it, vi } from 'vitest'

import { createLogger } from '../logger'
import { periodicTask } from './periodic-task'

afterEach(() => {
  vi.useRealTimers()
})

describe('a periodic task', () => {
  it('runs at once and then every interval, never two runs at a time', async () => {
    vi.useFakeTimers()
    let runs = 0
    let finish: (() => void) | undefined
    const task = periodicTask({
      name: 'test',
      intervalMs: 1000,
      logger: createLogger('silent'),
      run: () => {
        runs += 1
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      },
    })
    task.start()
    expect(runs).toBe(1)
    // The first run has not finished: the timer's turns pass it by.
    await vi.advanceTimersByTimeAsync(3000)
    expect(runs).toBe(1)
    finish!()
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toBe(2)
    finish!()
    await task.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(runs).toBe(2)
  })

  it('logs a failed run without its message reaching the caller, and tries again next time', async () => {
    vi.useFakeTimers()
    const logger = createLogger('silent')
    const logged = vi.spyOn(logger, 'error')
    let runs = 0
    const task = periodicTask({
      name: 'flaky',
      intervalMs: 1000,
      logger,
      run: () => {
        runs += 1
        return runs === 1 ? Promise.reject(new Error('database is locked')) : Promise.resolve()
      },
    })
    task.start()
    await vi.advanceTimersByTimeAsync(1000)
    expect(runs).toBe(2)
    expect(logged).toHaveBeenCalledWith(
      { task: 'flaky', err: 'database is locked' },
      'housekeeping failed',
    )
    await task.stop()
  })

  it('stop waits for the run in flight', async () => {
    let finished = false
    const task = periodicTask({
      name: 'slow',
      intervalMs: 60_000,
      logger: createLogger('silent'),
      run: () =>
        new Promise<void>((resolve) =>
          setTimeout(() => {
            finished = true
            resolve()
          }, 50),
        ),
    })
    task.start()
    await task.stop()
    expect(finished).toBe(true)
  })
})
