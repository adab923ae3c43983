import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { makeTempDir } from '../testing'
import { createSiteRoutes } from './site.routes'

// Prerendered pages carry the build's dates, so the processes behind a load balancer answer
// one URL with the same Last-Modified and ETag (README, "Deploying").

const BUILT_AT = new Date('2025-03-04T05:06:07Z')

/** A build's pages folder as scripts/prerender.ts writes it, dated BUILT_AT. */
function builtPages(): string {
  const buildDir = makeTempDir()
  const pagesDir = path.join(buildDir, 'pages')
  fs.mkdirSync(pagesDir)
  const write = (file: string, text: string) => {
    fs.writeFileSync(path.join(pagesDir, file), text)
    fs.utimesSync(path.join(pagesDir, file), BUILT_AT, BUILT_AT)
  }
  write(
    'index.html',
    '<link rel="canonical" href="%PUBLIC_ORIGIN%/"><h1>Home</h1><a href="%PATIENT_PORTAL_URL%">Portal</a>',
  )
  write('404.html', '<h1>Not found</h1>')
  write(
    'pages.json',
    JSON.stringify({
      pages: { '/': { file: 'index.html', status: 200 } },
      redirects: {},
      notFound: '404.html',
    }),
  )
  return pagesDir
}

function siteOn(pagesDir: string) {
  return createSiteRoutes({
    clientDir: path.join(path.dirname(pagesDir), 'client'),
    anonKey: 'anon',
    publicUrl: 'https://renewmedical.example',
    siteAccess: 'public',
    patientPortalUrl: 'https://portal.example',
    pagesDir,
  })
}

describe('prerendered pages', () => {
  it('are dated by the build, the same in every process, whenever each started', async () => {
    const pagesDir = builtPages()
    const first = await siteOn(pagesDir).request('/')
    // A second process on the same build.
    const second = await siteOn(pagesDir).request('/')
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('Last-Modified')).toBe(BUILT_AT.toUTCString())
    }
    expect(second.headers.get('ETag')).toBe(first.headers.get('ETag'))
    const html = await first.text()
    expect(html).toContain('href="https://renewmedical.example/"')
    expect(html).toContain('<a href="https://portal.example">Portal</a>')
    const missing = await siteOn(pagesDir).request('/no-such-page')
    expect(missing.status).toBe(404)
    expect(missing.headers.get('Last-Modified')).toBe(BUILT_AT.toUTCString())
  })
})
