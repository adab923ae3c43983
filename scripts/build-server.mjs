// The server as JavaScript (ADR 031): src/server/main.ts and the operator commands bundled by
// esbuild into `server-app/` beside the client build (dist/server-app by default; CLIENT_DIR moves
// it with the rest of the build). Packages stay in node_modules (imported, not bundled), so
// native ones (better-sqlite3, argon2) load as they do from the sources. Takes about a second,
// so `npm start` rebuilds only this when only the server changed (scripts/lib/ensure.mjs).
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { root } from './lib/ensure.mjs'

const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')
export const serverAppDir = path.join(path.dirname(clientDir), 'server-app')

/** Each entry becomes `<serverAppDir>/<name>.js`. */
const entries = {
  main: 'src/server/main.ts',
  'staff-cli': 'src/server/staff-cli.ts',
  'backup-cli': 'src/server/backup/backup-cli.ts',
  'restore-cli': 'src/server/backup/restore-cli.ts',
}

/** Files the server reads beside its own module (`new URL(file, import.meta.url)`). */
const besideTheModule = ['src/server/auth/common-passwords.txt']

const started = Date.now()
fs.rmSync(serverAppDir, { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(
    Object.entries(entries).map(([name, file]) => [name, path.join(root, file)]),
  ),
  outdir: serverAppDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  tsconfig: path.join(root, 'tsconfig.server.json'),
  // No code splitting: every module's import.meta.url must be its entry's, in serverAppDir, for
  // the paths below (RENEW_REPO_ROOT_FROM_BUNDLE, besideTheModule) to hold.
  sourcemap: true,
  // The bundle is not two folders below the repository as its source is: media/ and the default
  // client build are found from the repository (src/server/repo-root.ts).
  define: {
    RENEW_REPO_ROOT_FROM_BUNDLE: JSON.stringify(path.relative(serverAppDir, root)),
  },
  logLevel: 'warning',
})
for (const file of besideTheModule) {
  fs.copyFileSync(path.join(root, file), path.join(serverAppDir, path.basename(file)))
}
// Marks the folder as ES modules for Node wherever the build is moved (CLIENT_DIR).
fs.writeFileSync(path.join(serverAppDir, 'package.json'), '{ "type": "module" }\n')
console.log(
  `› Server compiled to ${path.relative(root, serverAppDir) || '.'} in ${Date.now() - started} ms`,
)
