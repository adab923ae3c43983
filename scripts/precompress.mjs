// Precompress the built client (brotli + gzip) so the server never compresses at request time.
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { root } from './lib/ensure.mjs'

const dir = path.resolve(root, process.env.CLIENT_DIR || 'dist/client')
const compressible = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/i
let raw = 0
let brotli = 0

for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name)
  if (!entry.isFile() || !compressible.test(file)) continue
  const body = fs.readFileSync(file)
  if (body.length < 512) continue
  const br = zlib.brotliCompressSync(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  })
  const gz = zlib.gzipSync(body, { level: 9 })
  if (br.length < body.length) fs.writeFileSync(`${file}.br`, br)
  if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz)
  raw += body.length
  brotli += br.length
}
console.log(`precompressed ${(raw / 1024).toFixed(1)} KB → ${(brotli / 1024).toFixed(1)} KB brotli`)
