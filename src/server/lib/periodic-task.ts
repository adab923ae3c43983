import type { Logger } from '../logger'

// A piece of housekeeping the server runs on its own every few minutes (releasing unpaid
// orders' stock, for one). Runs never overlap; a run that fails is logged and the next one tries
// again; the timer never keeps the process alive, and `stop` waits for a run in flight so the
// database is not closed under it. What a run does takes its clock from the caller, so tests
// call the task itself with the time they choose instead of waiting for the timer.

export type PeriodicTask = { start: () => void; stop: () => Promise<void> }

export function periodicTask({
  name,
  intervalMs,
  run,
  logger,
}: {
  name: string
  intervalMs: number
  run: () => Promise<unknown>
  logger: Logger
}): PeriodicTask {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  function tick() {
    if (running) return
    running = run()
      .then(
        () => undefined,
        (error: unknown) => {
          logger.error(
            { task: name, err: error instanceof Error ? error.message : String(error) },
            'housekeeping failed',
          )
        },
      )
      .finally(() => {
        running = undefined
      })
  }

  return {
    start() {
      if (timer) return
      timer = setInterval(tick, intervalMs)
      timer.unref()
      tick()
    },
    async stop() {
      clearInterval(timer)
      timer = undefined
      await running
    },
  }
}
