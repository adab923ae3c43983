import fs from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { e2eClientDir } from './support/env'
import { allowConsole, expect, notFoundLogs, test, watch } from './support/fixtures'
import { signInStaffRequest, signInThroughGate } from './support/staff'

test('a visitor sees the branded gate with the security headers and nothing blocked by the CSP', async ({
  page,
}) => {
  const watched = await watch(page)
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  const headers = response?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['content-security-policy']).not.toContain('unsafe-inline')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-robots-tag']).toContain('noindex')

  await expect(page.getByText('Authorized Access Only')).toBeVisible()
  const logo = page.locator('img[src*="logo"]').first()
  await expect(logo).toBeVisible()
  expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  expect(watched.problems).toEqual([])
  expect(watched.consoleErrors).toEqual([])
})

test('an unknown path shows the 404 page, logs the path, and leads back home', async ({ page }) => {
  const watched = await watch(page)
  await allowConsole(page, ...notFoundLogs)
  await signInThroughGate(page, '/no-such-page-here')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  // The page may be painted from the prerendered 404 before the script that logs has run.
  await expect
    .poll(() => watched.consoleErrors.some((text) => text.includes('/no-such-page-here')))
    .toBe(true)
  expect(watched.consoleErrors.filter((text) => text.includes('CSP'))).toEqual([])

  await page.getByRole('link', { name: 'Return to Home' }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Renew Medical' })).toBeVisible()
})

test('hashed assets are cached forever and precompressed; the shell is revalidated', async ({
  page,
  request,
}) => {
  const assets: { cache: string | undefined; encoding: string | undefined }[] = []
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/assets/')) {
      assets.push({
        cache: response.headers()['cache-control'],
        encoding: response.headers()['content-encoding'],
      })
    }
  })
  await page.goto('/')
  await expect(page.getByText('Authorized Access Only')).toBeVisible()
  expect(assets.length).toBeGreaterThan(0)
  for (const asset of assets) expect(asset.cache).toBe('public, max-age=31536000, immutable')
  expect(assets.some((asset) => asset.encoding === 'br')).toBe(true)

  const shell = await request.get('/some/client/route')
  expect(shell.status()).toBe(200)
  expect(shell.headers()['cache-control']).toBe('no-cache')
  expect(await shell.text()).toContain('<div id="root">')
})

test('the hero video is served to staff from storage with byte ranges', async ({ request }) => {
  const url = '/storage/v1/object/public/hero-videos/Runner.mp4'
  expect((await request.head(url)).status()).toBe(401)

  await signInStaffRequest(request)
  const head = await request.head(url)
  expect(head.status()).toBe(200)
  expect(head.headers()['content-type']).toBe('video/mp4')
  const total = Number(head.headers()['content-length'])
  expect(total).toBeGreaterThan(100_000)

  const partial = await request.get(url, { headers: { Range: 'bytes=0-99' } })
  expect(partial.status()).toBe(206)
  expect(partial.headers()['content-range']).toBe(`bytes 0-99/${total}`)
  expect((await partial.body()).length).toBe(100)
})

test('the runtime config names this origin, an anon key and the access mode', async ({
  request,
  baseURL,
}) => {
  const response = await request.get('/config.json')
  expect(response.status()).toBe(200)
  const config = (await response.json()) as {
    supabaseUrl: string
    supabaseAnonKey: string
    siteAccess: string
  }
  expect(config.supabaseUrl).toBe(baseURL)
  expect(config.siteAccess).toBe('staff')
  const payload = JSON.parse(
    Buffer.from(config.supabaseAnonKey.split('.')[1] ?? '', 'base64url').toString(),
  ) as { role?: string }
  expect(payload.role).toBe('anon')
})

test('a first visit loads at most 120 KB of JavaScript (gzip)', async ({ page }) => {
  const scripts: string[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      scripts.push(new URL(response.url()).pathname)
  })
  await page.goto('/')
  await expect(page.getByText('Authorized Access Only')).toBeVisible()
  await page.waitForLoadState('networkidle')
  const gzipBytes = scripts.reduce(
    (total, pathname) =>
      total + gzipSync(fs.readFileSync(path.join(e2eClientDir, pathname)), { level: 9 }).length,
    0,
  )
  console.log(
    `first-load JavaScript: ${scripts.length} files, ${(gzipBytes / 1024).toFixed(1)} KB gzip`,
  )
  expect(scripts.length).toBeGreaterThan(0)
  expect(gzipBytes).toBeLessThanOrEqual(120 * 1024)
})
