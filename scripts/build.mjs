// `npm run build`: the server as JavaScript (ADR 031), the client (Vite), the server-rendering
// bundle, the prerendered pages, then brotli + gzip copies of everything. CLIENT_DIR moves the
// whole build (default dist/client; the server, the SSR bundle and pages go beside it).
import path from 'node:path'

import { root, runOrExit } from './lib/ensure.mjs'

const clientDir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')
const buildDir = path.dirname(clientDir)
const env = { ...process.env, CLIENT_DIR: clientDir }

const steps = [
  ['node', ['scripts/build-server.mjs']],
  ['npx', ['vite', 'build']],
  [
    'npx',
    [
      'vite',
      'build',
      '--ssr',
      'src/web/entry-server.tsx',
      '--outDir',
      path.join(buildDir, 'server'),
      '--emptyOutDir',
    ],
  ],
  ['node', ['--import', 'tsx', 'scripts/prerender.ts']],
  // The free guides (docs/product.md, Consultation and other pages): PDFs drawn from
  // src/web/content/guides.ts.
  ['node', ['--import', 'tsx', 'scripts/build-guides.ts']],
  ['node', ['scripts/precompress.mjs']],
]
for (const [command, args] of steps) runOrExit(command, args, { env })
