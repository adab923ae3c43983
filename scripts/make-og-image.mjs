// Draws the share image (public/og-image.jpg, 1200×630) used by Open Graph and Twitter cards:
// the brand mark and wordmark on the site's navy, with its promise. Re-run after a brand change:
// `node scripts/make-og-image.mjs` (needs the system Chromium, like the browser tests).
import path from 'node:path'

import { chromium } from '@playwright/test'

import { findChromium, root } from './lib/ensure.mjs'

const html = `<!doctype html><html><head><style>
  * { margin: 0; box-sizing: border-box; }
  body { width: 1200px; height: 630px; font-family: 'DejaVu Sans', Arial, sans-serif;
    background: radial-gradient(circle at 85% 20%, #0f6e74 0, #0b2545 55%); color: #fff;
    display: flex; flex-direction: column; justify-content: center; padding: 0 96px; }
  .brand { display: flex; align-items: center; gap: 28px; }
  .brand svg { width: 120px; height: 120px; }
  .name { font-size: 76px; font-weight: 700; letter-spacing: -1px; }
  h1 { margin-top: 48px; font-size: 52px; line-height: 1.15; font-weight: 700; max-width: 980px; }
  p { margin-top: 28px; font-size: 30px; color: #cfe7e7; }
  .bar { position: absolute; left: 0; bottom: 0; width: 1200px; height: 18px; background: #f2a541; }
</style></head><body>
  <div class="brand">
    <svg viewBox="0 0 48 48"><path d="M38.77 23.4A15 15 0 1 1 22.69 11.06" fill="none" stroke="#5fb3b3" stroke-width="7" stroke-linecap="round"/><path d="M36.5 4v12M30.5 10h12" fill="none" stroke="#f2a541" stroke-width="5" stroke-linecap="round"/></svg>
    <span class="name">Renew Medical</span>
  </div>
  <h1>Physician-supervised weight loss &amp; men’s health</h1>
  <p>Board-certified doctors · Clinic or telehealth · Free consultation</p>
  <div class="bar"></div>
</body></html>`

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } })
await page.setContent(html)
const file = path.join(root, 'public/og-image.jpg')
await page.screenshot({ path: file, type: 'jpeg', quality: 85 })
if (process.argv.includes('--preview')) await page.screenshot({ path: '/tmp/og-preview.png' })
await browser.close()
console.log(`wrote ${path.relative(root, file)}`)
