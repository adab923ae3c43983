// `npm run staff|backup|restore|payments -- …`: an operator command from the compiled server (ADR 031,
// docs/decisions/031-a-compiled-server-that-stops.md), compiled first only if the server's
// sources changed since the last build (about a second, no site build). The command reads its
// arguments from process.argv, so the command's name is taken out before it runs.
import { pathToFileURL } from 'node:url'

import { ensureServerBuild, root } from './lib/ensure.mjs'

const commands = new Set(['staff-cli', 'backup-cli', 'restore-cli', 'payments-cli'])
const [name] = process.argv.splice(2, 1)
if (!commands.has(name)) {
  console.error(`usage: node scripts/run-compiled.mjs ${[...commands].join('|')} [arguments]`)
  process.exit(2)
}
ensureServerBuild()
await import(pathToFileURL(`${root}/dist/server-app/${name}.js`).href)
