// Types for scripts/lib/failed-tests.mjs, imported by its test.
export declare function vitestFailures(report: unknown): string[]
export declare function playwrightFailures(report: unknown): string[]
