import { fileURLToPath } from 'node:url'

import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = {
  '@': fileURLToPath(new URL('./src/web', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
}

export default defineConfig({
  test: {
    // Vitest's default leaves one core free; a two-core CI machine then runs one file at a time.
    maxWorkers: 2,
    projects: [
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          environment: 'jsdom',
          globals: true,
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test-setup.ts'],
          // A guard against a hang, not a measure of speed (those are the bench:* commands): a
          // page test that types and clicks through several screens took 5 s, Vitest's default,
          // on a busy two-core machine, and failed there only for that.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'tests/**/*.test.ts'],
          setupFiles: ['src/server/test-setup.ts'],
          globalSetup: ['tests/support/compile-server-once.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
