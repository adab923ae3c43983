import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { makeTempDir } from '../testing'
import { API_PATH, createGateOpenPaths, gateAssetPaths } from './gate-assets'

function clientDirWithManifest() {
  const dir = makeTempDir('renew-manifest-')
  fs.mkdirSync(path.join(dir, '.vite'))
  const manifest = {
    'index.html': {
      file: 'assets/index-aaa.js',
      isEntry: true,
      imports: ['_framework-bbb.js'],
      dynamicImports: [
        'src/web/app/browser-router.ts',
        'src/web/app/site-layout.tsx',
        'src/web/app/routes/home.tsx',
        'node_modules/@supabase/supabase-js/dist/index.mjs',
      ],
      css: ['assets/index-ccc.css'],
      assets: ['assets/logo-ddd.svg'],
    },
    '_framework-bbb.js': { file: 'assets/framework-bbb.js', imports: ['index.html'] },
    'node_modules/@supabase/supabase-js/dist/index.mjs': {
      file: 'assets/supabase-eee.js',
      isDynamicEntry: true,
      imports: ['_framework-bbb.js'],
    },
    'src/web/app/routes/home.tsx': {
      file: 'assets/home-fff.js',
      isDynamicEntry: true,
      imports: ['_shared-ggg.js'],
      css: ['assets/home-hhh.css'],
    },
    '_shared-ggg.js': { file: 'assets/shared-ggg.js' },
    'src/web/app/site-layout.tsx': {
      file: 'assets/site-layout-iii.js',
      isDynamicEntry: true,
      imports: ['_framework-bbb.js', '_sheet-jjj.js'],
    },
    '_sheet-jjj.js': { file: 'assets/sheet-jjj.js' },
    // The router: the route table, which the entry imports only for a visitor who may see the site.
    'src/web/app/browser-router.ts': {
      file: 'assets/browser-router-kkk.js',
      isDynamicEntry: true,
      imports: ['_framework-bbb.js', '_paths-lll.js'],
    },
    '_paths-lll.js': { file: 'assets/paths-lll.js' },
  }
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest))
  return dir
}

describe('gateAssetPaths', () => {
  it('allows the entry, its static imports, css, assets and non-route lazy chunks', () => {
    const allowed = gateAssetPaths(clientDirWithManifest())
    for (const file of [
      '/assets/index-aaa.js',
      '/assets/framework-bbb.js',
      '/assets/index-ccc.css',
      '/assets/logo-ddd.svg',
      '/assets/supabase-eee.js',
      '/favicon.svg',
      '/index.html',
    ]) {
      expect(allowed.has(file), file).toBe(true)
    }
  })

  it('keeps route modules and everything only they import behind the gate', () => {
    const allowed = gateAssetPaths(clientDirWithManifest())
    expect(allowed.has('/assets/home-fff.js')).toBe(false)
    expect(allowed.has('/assets/shared-ggg.js')).toBe(false)
    expect(allowed.has('/assets/home-hhh.css')).toBe(false)
  })

  it('keeps the site layout (header, menus, footer) and what only it imports behind the gate', () => {
    const allowed = gateAssetPaths(clientDirWithManifest())
    expect(allowed.has('/assets/site-layout-iii.js')).toBe(false)
    expect(allowed.has('/assets/sheet-jjj.js')).toBe(false)
    expect(allowed.has('/assets/framework-bbb.js')).toBe(true)
  })

  it('keeps the router and the route table it imports behind the gate', () => {
    const allowed = gateAssetPaths(clientDirWithManifest())
    expect(allowed.has('/assets/browser-router-kkk.js')).toBe(false)
    expect(allowed.has('/assets/paths-lll.js')).toBe(false)
  })
})

describe('createGateOpenPaths', () => {
  it('opens client routes, config and auth, and closes data, media and other assets', () => {
    const isOpen = createGateOpenPaths(clientDirWithManifest())
    expect(isOpen('/')).toBe(true)
    expect(isOpen('/weight-loss')).toBe(true)
    expect(isOpen('/blog/first-article')).toBe(true)
    expect(isOpen('/auth/reset')).toBe(true)
    expect(isOpen('/config.json')).toBe(true)
    expect(isOpen('/health')).toBe(true)
    expect(isOpen('/auth/v1/token', 'POST')).toBe(true)
    expect(isOpen('/assets/index-aaa.js')).toBe(true)
    expect(isOpen('/assets/index-aaa.js', 'HEAD')).toBe(true)

    expect(isOpen('/assets/home-fff.js')).toBe(false)
    expect(isOpen('/storage/v1/object/public/hero-videos/Runner.mp4')).toBe(false)
    expect(isOpen('/rest/v1/consultation_requests')).toBe(false)
    expect(isOpen('/assets')).toBe(false)
    expect(isOpen('/assets/no-extension')).toBe(false)
    expect(isOpen('/secret-export.csv')).toBe(false)
  })

  it('closes every API but the auth endpoints the gate calls, a new one without a line of code', () => {
    const isOpen = createGateOpenPaths(clientDirWithManifest(), { signedWebhooks: true })
    for (const [method, path] of [
      ['GET', '/booking/v1/slots'],
      ['GET', '/booking/v1/options'],
      ['POST', '/booking/v1/appointments'],
      ['POST', '/orders/v1/orders'],
      ['GET', '/orders/v1/catalogue'],
      ['GET', '/patient/v1/care'],
      ['GET', '/staff/v1/pipeline'],
      ['GET', '/rest/v1'],
      ['GET', '/booking/v1'],
      ['GET', '/newthing/v1/x'],
      ['POST', '/payments/v2/charge'],
      // Only Stripe's signed webhook is open under /payments/v1, and only to POST.
      ['GET', '/payments/v1/stripe/webhook'],
      ['POST', '/payments/v1/stripe/webhook/x'],
      ['POST', '/payments/v1/stripe'],
      ['POST', '/payments/v1/refunds'],
      ['GET', '/Video/V1/room'],
      // Auth endpoints the gate never calls.
      ['POST', '/auth/v1/signup'],
      ['POST', '/auth/v1/recover'],
      ['POST', '/auth/v1/otp'],
      ['GET', '/auth/v1/verify'],
      ['PUT', '/auth/v1/user'],
      ['GET', '/auth/v1/settings'],
      ['GET', '/auth/v1/token'],
      ['GET', '/auth/v1'],
      ['GET', '/auth/v1/.well-known/jwks.json'],
      ['POST', '/auth/v1/factors/abc/challenge/more'],
      // A page answers reads only.
      ['POST', '/weight-loss'],
      ['DELETE', '/'],
      ['POST', '/config.json'],
      ['POST', '/health'],
    ] as const) {
      expect(isOpen(path, method), `${method} ${path}`).toBe(false)
    }
    for (const [method, path] of [
      ['POST', '/auth/v1/token'],
      ['GET', '/auth/v1/user'],
      ['POST', '/auth/v1/logout'],
      ['POST', '/auth/v1/activity'],
      ['POST', '/auth/v1/factors'],
      ['DELETE', '/auth/v1/factors/0b5f4a1e-7d53-4c2e-9a5b-1f1e7a2c9d10'],
      ['POST', '/auth/v1/factors/0b5f4a1e-7d53-4c2e-9a5b-1f1e7a2c9d10/challenge'],
      ['POST', '/auth/v1/factors/0b5f4a1e-7d53-4c2e-9a5b-1f1e7a2c9d10/verify'],
      ['POST', '/payments/v1/stripe/webhook'],
    ] as const) {
      expect(isOpen(path, method), `${method} ${path}`).toBe(true)
    }
  })

  it("opens Stripe's webhook only when Stripe is set up", () => {
    const closed = createGateOpenPaths(clientDirWithManifest())
    expect(closed('/payments/v1/stripe/webhook', 'POST')).toBe(false)
  })

  it('tells an API path by its shape: a first segment and a version', () => {
    for (const path of ['/rest/v1', '/rest/v1/', '/newthing/v1/x', '/a-b/v12/c']) {
      expect(API_PATH.test(path), path).toBe(true)
    }
    for (const path of ['/', '/auth', '/auth/reset', '/blog/v1-launch', '/shop/1', '/x/rest/v1']) {
      expect(API_PATH.test(path), path).toBe(false)
    }
  })

  it('opens only the shell files when there is no build', () => {
    const isOpen = createGateOpenPaths(makeTempDir())
    expect(isOpen('/favicon.svg')).toBe(true)
    expect(isOpen('/assets/anything.js')).toBe(false)
  })
})
