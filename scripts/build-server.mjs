// The compiled server (ADR 031) beside the client build: dist/server-app by default; CLIENT_DIR
// moves it with the rest of the build. Takes about a second, so `npm start` rebuilds only this
// when only the server changed (scripts/lib/ensure.mjs).
import path from 'node:path'

import { compileServer, serverAppDirBeside } from './lib/compile-server.mjs'
import { root } from './lib/ensure.mjs'

const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')
const serverAppDir = serverAppDirBeside(clientDir)

const started = Date.now()
await compileServer(serverAppDir)
console.log(
  `› Server compiled to ${path.relative(root, serverAppDir) || '.'} in ${Date.now() - started} ms`,
)
