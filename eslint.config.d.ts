// Types for the named exports of eslint.config.js, so tests/lint-boundaries.test.ts can import them
// (tsconfig has no allowJs).
import type { Linter } from 'eslint'

export interface BoundaryZone {
  target: string[]
  from: string[]
  message: string
}

export declare const WEB_FEATURES: string[]
export declare const SERVER_RESOURCES: string[]
export declare function boundaryZones(srcDir: string): BoundaryZone[]
export declare const FILE_NAME: RegExp
export declare const importXSettings: NonNullable<Linter.Config['settings']>

declare const config: Linter.Config[]
export default config
