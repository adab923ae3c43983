// Test-only entry for the load test and the server benchmark: the real server
// (src/server/main.ts, unchanged) plus one IPC message, 'memory', answered with
// process.memoryUsage() after a forced full GC (run with --expose-gc), so heap before and after a
// load can be compared without a debug endpoint on the server.
import '../../src/server/main'

process.on('message', (message) => {
  if (message !== 'memory') return
  void (async () => {
    // Two collections with a turn of the event loop between them, so objects freed by
    // finalizers of the first are gone in the second.
    globalThis.gc?.()
    await new Promise((resolve) => setImmediate(resolve))
    globalThis.gc?.()
    process.send?.(process.memoryUsage())
  })()
})

// The IPC channel closes when the runner dies: stop as the server stops, never linger.
process.on('disconnect', () => process.kill(process.pid, 'SIGTERM'))
