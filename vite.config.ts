import fs from 'node:fs'
import { fileURLToPath } from 'node:url'

import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

/**
 * The browser runs our React code on Preact's React-compatible runtime (ADR 011): React 19's
 * react-dom alone is 66 KB gzip of the 120 KB first-load budget. The prerenderer uses the same
 * runtime, so the HTML it writes is exactly what the browser hydrates. Unit tests (Vitest)
 * keep React; `REACT_RUNTIME=react` builds with React, to compare.
 */
const preactAliases =
  process.env.REACT_RUNTIME === 'react'
    ? []
    : [
        { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
        { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
        { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
        { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
        { find: /^react-dom$/, replacement: 'preact/compat' },
        { find: /^react$/, replacement: 'preact/compat' },
      ]

/**
 * The favicon goes into the page as a data: URL (the file stays in public/ for the structured
 * data and the bookmarks that ask for it): requested as a file, it is a high-priority request the
 * browser starts while the page is still painting, and Lighthouse counted it against the largest
 * paint in some loads and not in others (0.15 s between identical passes;
 * docs/decisions/018-page-code-starts-when-needed.md). The CSP allows data: images.
 */
function inlineFavicon(): Plugin {
  const svg = fs
    .readFileSync(new URL('./public/favicon.svg', import.meta.url), 'utf8')
    .replace(/\s+/g, ' ')
    .trim()
  const dataUrl = `data:image/svg+xml,${encodeURIComponent(svg)}`
  return {
    name: 'inline-favicon',
    transformIndexHtml(html) {
      if (!html.includes('href="/favicon.svg"')) throw new Error('index.html links no /favicon.svg')
      return html.replace('href="/favicon.svg"', `href="${dataUrl}"`)
    },
  }
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineFavicon()],
  resolve: {
    alias: [
      ...preactAliases,
      { find: '@shared', replacement: fileURLToPath(new URL('./src/shared', import.meta.url)) },
      { find: '@', replacement: fileURLToPath(new URL('./src/web', import.meta.url)) },
    ],
  },
  build: {
    // CLIENT_DIR lets several builds live side by side (the server reads the same variable).
    outDir: process.env.CLIENT_DIR || 'dist/client',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Inline nothing: the CSP forbids data: scripts and we want every asset cacheable by hash.
    assetsInlineLimit: 0,
    rolldownOptions: {
      // The page's HTML and its entry (boot.ts, the shell's), the boot script that
      // scripts/prerender.ts inlines into every prerendered page instead, and the hero video's
      // island (docs/decisions/018-page-code-starts-when-needed.md).
      input: {
        boot: fileURLToPath(new URL('./index.html', import.meta.url)),
        'page-boot': fileURLToPath(new URL('./src/web/page-boot.ts', import.meta.url)),
        // What a prerendered page with a video hero loads to start it without the app.
        'hero-video': fileURLToPath(new URL('./src/web/hero-video-island.ts', import.meta.url)),
        // Whether a session is stored, set on <html> before the first paint (ADR 052).
        'session-hint': fileURLToPath(new URL('./src/web/session-hint.ts', import.meta.url)),
      },
      output: {
        // Framework code changes rarely: its own long-cached chunks keep every
        // chunk under 250 KB minified (docs/architecture.md, Performance budgets) and survive app
        // deploys.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](react|react-router|preact)[\\/]/ },
            // Loaded on demand by src/web/lib/supabase.ts; one named chunk the gate may fetch.
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
            // Every icon the site draws, in one chunk: split by which routes use them, they were
            // ~40 requests of a few hundred bytes each, discovered one import after another
            // (docs/decisions/017-islands-hydrated-one-task-each.md).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // A form's parts (the field primitives and the form hook), in one chunk: a page with
            // a form loads them all, and as seven chunks of a few hundred bytes each they cost
            // /checkout 0.8 KB gzip more than as one (docs/architecture.md, Performance budgets).
            {
              name: 'form-parts',
              test: /src[\\/]web[\\/](components[\\/]ui[\\/](field|input|label|text-field|select-field|form-alert)\.tsx|hooks[\\/]use-zod-form\.ts)$/,
            },
          ],
        },
      },
    },
  },
  // The prerenderer's bundle carries its dependencies, so they use the same runtime (above).
  ssr: { noExternal: true },
  server: {
    // `npm run dev`: the API server runs beside Vite; everything that is not the SPA is proxied.
    proxy: {
      '/auth/v1': apiTarget,
      '/rest/v1': apiTarget,
      '/storage/v1': apiTarget,
      '/config.json': apiTarget,
    },
  },
})
