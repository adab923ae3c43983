// `npm start`: install if needed, build if stale, then run the compiled server (which migrates and
// serves) in this very process. No child process: npm's SIGTERM or SIGINT reaches the server
// itself, which stops gracefully (docs/decisions/031-a-compiled-server-that-stops.md).
import { pathToFileURL } from 'node:url'

import { ensureBuild, ensureDependencies, root } from './lib/ensure.mjs'
import { stopWhenOrphaned } from './lib/orphan-watch.mjs'

ensureDependencies()
ensureBuild()

process.env.NODE_ENV ??= 'production'
stopWhenOrphaned()
process.chdir(root)
await import(pathToFileURL(`${root}/dist/server-app/main.js`).href)
