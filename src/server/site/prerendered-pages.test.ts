import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { makeTempDir } from '../testing'
import { loadPrerenderedPages } from './prerendered-pages'

const VALUES = { origin: 'https://renewmedical.example', patientPortalUrl: 'https://portal.example' }

/** A page of the size and kind the build writes: repeated markup with varied text in it. */
function pageText(): string {
  const cards = Array.from(
    { length: 60 },
    (_, index) =>
      `<article class="flex flex-col gap-3 rounded-xl border p-5"><h3>Product ${index * 7919}</h3>` +
      `<p class="text-sm text-muted-foreground">Batch ${(index * 104_729) % 9973}, ${index % 3 ? 'capsules' : 'powder'} for ${index * 13} days.</p></article>`,
  )
  return `<!doctype html><html><body><main>${cards.join('')}<a href="%PUBLIC_ORIGIN%/">Home</a></main></body></html>`
}

function pagesDir(): string {
  const dir = makeTempDir('renew-pages-')
  fs.writeFileSync(path.join(dir, 'index.html'), pageText())
  fs.writeFileSync(path.join(dir, '404.html'), '<h1>Oops! Page not found</h1>')
  fs.writeFileSync(
    path.join(dir, 'pages.json'),
    JSON.stringify({
      pages: { '/': { file: 'index.html', status: 200 } },
      redirects: {},
      notFound: '404.html',
    }),
  )
  return dir
}

function pageFile(pages: ReturnType<typeof loadPrerenderedPages>) {
  const answer = pages!.answer('/')
  if (answer.kind !== 'page') throw new Error('expected the page')
  return answer.file
}

describe('prerendered pages', () => {
  it('recompresses each page finer after loading, to a body that decodes to the same page', async () => {
    const dir = pagesDir()
    const plain = pageFile(loadPrerenderedPages(dir, VALUES))
    const pages = loadPrerenderedPages(dir, VALUES, { refineCompression: true })
    const file = pageFile(pages)
    const first = file.bodies.br!
    await pages!.compressionRefined

    const refined = file.bodies.br!
    expect(refined.byteLength).toBeLessThan(first.byteLength)
    expect(refined.byteLength).toBeLessThan(plain.bodies.br!.byteLength)
    expect(zlib.brotliDecompressSync(refined).toString()).toBe(
      Buffer.from(file.bodies.identity!).toString(),
    )
    expect(Buffer.from(file.bodies.identity!).toString()).toContain(`${VALUES.origin}/`)
    // Same page, so the same validator: a cached copy stays valid.
    expect(file.etag).toBe(plain.etag)
  })

  it('keeps the body it compressed at start unless asked to refine', async () => {
    const pages = loadPrerenderedPages(pagesDir(), VALUES)
    const file = pageFile(pages)
    const first = file.bodies.br
    await pages!.compressionRefined
    expect(file.bodies.br).toBe(first)
  })
})
