import fs from 'node:fs'
import path from 'node:path'

import { e2eClientDir } from './support/env'
import { expect, test } from './support/fixtures'
import { signInStaffRequest } from './support/staff'

// The site layout (header, menus, footer, mobile bar) is a lazy module of the app layer: like
// the pages, the server keeps it from anyone the staff gate has not let in.

function builtLayoutChunk(): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(e2eClientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>
  const chunk = manifest['src/web/app/site-layout.tsx']
  if (!chunk) throw new Error('no built chunk for the site layout')
  return `/${chunk.file}`
}

test('the site layout chunk is refused before the staff gate and served after it', async ({
  request,
}) => {
  const url = builtLayoutChunk()
  const refused = await request.get(url)
  expect(refused.status()).toBe(401)
  expect(await refused.text()).not.toContain('Consumer Health Data Privacy Policy')

  await signInStaffRequest(request)
  const served = await request.get(url)
  expect(served.status()).toBe(200)
  expect(await served.text()).toContain('Consumer Health Data Privacy Policy')
})
