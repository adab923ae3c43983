// `npm run dev`: Vite with HMR on :5173 and the API server in watch mode on :3001 (proxied by Vite).
import { spawn } from 'node:child_process'

import { ensureDependencies, root } from './lib/ensure.mjs'

ensureDependencies()

const apiPort = process.env.API_PORT ?? '3001'
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The browser reaches the API through Vite's proxy, so links and /config.json name Vite's
    // origin (the server never takes it from a request's Host).
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, PORT: apiPort },
  }),
  spawn('npx', ['vite'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
]
const stop = (signal) => children.forEach((child) => child.kill(signal))
process.on('SIGINT', () => stop('SIGINT'))
process.on('SIGTERM', () => stop('SIGTERM'))
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM')
    process.exitCode = code ?? 0
  })
