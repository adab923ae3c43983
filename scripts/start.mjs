// `npm start`: install if needed, build if stale, then run the server (which migrates and serves).
import { spawn } from 'node:child_process'

import { ensureBuild, ensureDependencies, root } from './lib/ensure.mjs'

ensureDependencies()
ensureBuild()

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal))
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
