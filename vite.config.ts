import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/web', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
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
      output: {
        // Framework code changes rarely: its own long-cached chunks keep every
        // chunk under 250 KB minified (DESIGN.md §6) and survive app deploys.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'framework', test: /node_modules[\\/](react|react-router)[\\/]/ },
            // Loaded on demand by src/web/lib/supabase.ts; one named chunk the gate may fetch.
            { name: 'supabase', test: /node_modules[\\/]@supabase[\\/]/ },
          ],
        },
      },
    },
  },
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
