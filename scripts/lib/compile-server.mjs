// The server as JavaScript (ADR 031): src/server/main.ts and the operator commands bundled by
// esbuild into one folder. `npm run build` writes it beside the client build
// (scripts/build-server.mjs); the server tests compile a copy of their own to run the entry
// points as production does (tests/support/compile-server-once.ts). Packages stay in
// node_modules (imported, not bundled), so native ones (better-sqlite3, argon2) load as they do
// from the sources.
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

import { root } from './ensure.mjs'

/** Each entry becomes `<outDir>/<name>.js`. */
const serverEntries = {
  main: 'src/server/main.ts',
  'staff-cli': 'src/server/staff/staff-cli.ts',
  'backup-cli': 'src/server/backup/backup-cli.ts',
  'restore-cli': 'src/server/backup/restore-cli.ts',
  'payments-cli': 'src/server/orders/payments-cli.ts',
}

/** Where the build puts the compiled server: beside the client build `clientDir`. */
export function serverAppDirBeside(clientDir) {
  return path.join(path.dirname(clientDir), 'server-app')
}

/** Files the server reads beside its own module (`new URL(file, import.meta.url)`). */
const besideTheModule = ['src/server/auth/common-passwords.txt']

/** Compiles the server's entries into `outDir` (emptied first); takes about a second. */
export async function compileServer(outDir) {
  fs.rmSync(outDir, { recursive: true, force: true })
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      Object.entries(serverEntries).map(([name, file]) => [name, path.join(root, file)]),
    ),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.server.json'),
    // No code splitting: every module's import.meta.url must be its entry's, in outDir, for the
    // paths below (RENEW_REPO_ROOT_FROM_BUNDLE, besideTheModule) to hold.
    sourcemap: true,
    // The bundle is not two folders below the repository as its source is: media/ and the
    // default client build are found from the repository (src/server/repo-root.ts).
    define: {
      RENEW_REPO_ROOT_FROM_BUNDLE: JSON.stringify(path.relative(outDir, root)),
    },
    logLevel: 'warning',
  })
  for (const file of besideTheModule) {
    fs.copyFileSync(path.join(root, file), path.join(outDir, path.basename(file)))
  }
  // Marks the folder as ES modules for Node wherever the build is moved (CLIENT_DIR).
  fs.writeFileSync(path.join(outDir, 'package.json'), '{ "type": "module" }\n')
}
