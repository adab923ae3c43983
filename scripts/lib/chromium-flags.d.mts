// Types for scripts/lib/chromium-flags.mjs, so playwright.config.ts can import it.
export declare const chromiumFlags: readonly string[]
