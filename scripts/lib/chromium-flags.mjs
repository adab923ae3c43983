// The flags of every Chromium we start: the browser tests' (playwright.config.ts) and
// Lighthouse's (scripts/bench-web.mjs), so the benchmark measures the browser the tests use.
// Plain ESM without dependencies, so both the config and plain Node import it; its types are in
// chromium-flags.d.mts (tsconfig has no allowJs).

/** Headless and sandbox-less (containers), no GPU or QUIC, none of Chromium's own traffic. */
export const chromiumFlags = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
])
