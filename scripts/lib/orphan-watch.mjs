// `npm start` runs `exec node scripts/start.mjs` (package.json), so npm's signals reach this
// process. If npm goes without passing one on — killed with SIGKILL, or a script shell that did
// not exec — this process would be left serving with nobody to stop it: it notices its parent is
// gone and stops as on SIGTERM (docs/decisions/031-a-compiled-server-that-stops.md). Only for
// `npm start`: a server a process manager runs directly (`node dist/server-app/main.js`) keeps
// running whoever its parent becomes.

const CHECK_MS = 500

// Taken when this module loads, before start.mjs runs its install and build checks: they block
// this process, and npm may vanish meanwhile.
const parent = process.ppid

export function stopWhenOrphaned() {
  if (process.ppid !== parent) {
    console.error(`› npm (pid ${parent}) went away before the server started: not starting it`)
    process.exit(1)
  }
  const timer = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(timer)
    console.error(`› npm (pid ${parent}) is gone: stopping the server`)
    process.kill(process.pid, 'SIGTERM')
  }, CHECK_MS)
  timer.unref()
}
