// The production server in public mode on the current build, for the browser benchmarks
// (`npm run bench:web`, `npm run bench:tasks`): a fresh DATA_DIR, a free port, only warnings
// logged. Plain ESM, like the benchmarks that import it.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { root } from './ensure.mjs'

/** The built client the server serves and the benchmarks size scripts from. */
export const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')

/** Start the server; resolves once it prints its address. Stop it with `stop()`. */
export async function startPublicServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'renew-bench-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      SITE_ACCESS: 'public',
      LOG_LEVEL: 'warn',
      CLIENT_DIR: clientDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const url = await new Promise((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = /running at (http:\/\/\S+)/.exec(output)
      if (match) resolve(match[1])
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
  })
  return {
    url,
    stop() {
      child.kill('SIGTERM')
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Every path the server lists in /sitemap.xml, in its order (the pages a visitor can land on). */
export async function sitemapRoutes(serverUrl) {
  const response = await fetch(`${serverUrl}/sitemap.xml`)
  if (!response.ok) throw new Error(`/sitemap.xml answered ${response.status}`)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname)
}

/** The routes of `--routes=/,/blog`, or undefined when the option is absent. */
export function routesOption(argv = process.argv) {
  const option = argv.find((arg) => arg.startsWith('--routes='))
  if (!option) return undefined
  return option
    .slice('--routes='.length)
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean)
}
