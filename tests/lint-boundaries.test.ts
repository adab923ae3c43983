// Guards the import boundaries in eslint.config.js. `import-x/no-restricted-paths` silently skips
// imports it cannot resolve, so a broken resolver or a mistyped zone would switch the boundaries
// off without a single lint error. These tests lint fixtures that must (and must not) be reported.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { ESLint } from 'eslint'
import importX from 'eslint-plugin-import-x'
import tseslint from 'typescript-eslint'
import { describe, expect, it } from 'vitest'

import { boundaryZones, importXSettings } from '../eslint.config.js'

const RULE = 'import-x/no-restricted-paths'
const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const fixtureSrc = path.join(rootDir, 'tests/lint-fixtures/src')

/** Every fixture file (relative to tests/lint-fixtures/src) → expected `RULE` reports. */
const EXPECTED: Record<string, number> = {
  // Violations: one report each.
  'shared/leaks-server.ts': 1, // shared → server
  'shared/leaks-web.ts': 1, // shared → web
  'server/imports-web.ts': 1, // server → web
  'web/lib/imports-server.ts': 1, // web → server (a type-only import counts too)
  'web/features/shop/uses-auth.ts': 1, // feature → another feature
  'web/features/auth/uses-app.ts': 1, // features → app (upward)
  'web/lib/uses-feature.ts': 1, // lib → features (upward)
  'web/content/uses-component.ts': 1, // content → components
  'server/db/uses-resource.ts': 1, // server/db → resource folder
  'server/middleware/uses-resource.ts': 1, // server/middleware → resource folder
  'server/auth/uses-rest.ts': 1, // resource → another resource
  // Allowed directions: no report.
  'web/features/shop/allowed-uses-lib.ts': 0, // feature → lib, feature → shared
  'web/app/allowed-uses-feature.ts': 0, // app → features, app → components
  'server/rest/allowed-uses-db.ts': 0, // resource → db, server → shared
  // Import targets (no imports of their own).
  'server/secret.ts': 0,
  'server/rest/handler.ts': 0,
  'server/db/client.ts': 0,
  'shared/contract.ts': 0,
  'web/app/router.ts': 0,
  'web/components/button.ts': 0,
  'web/features/auth/session.ts': 0,
  'web/lib/format.ts': 0,
}

async function lintFixtures(): Promise<Map<string, ESLint.LintResult>> {
  const eslint = new ESLint({
    cwd: rootDir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tseslint.parser },
        plugins: { 'import-x': importX },
        settings: importXSettings,
        rules: { [RULE]: ['error', { zones: boundaryZones(fixtureSrc) }] },
      },
    ],
  })
  const results = await eslint.lintFiles([fixtureSrc])
  return new Map(
    results.map((result) => [
      path.relative(fixtureSrc, result.filePath).split(path.sep).join('/'),
      result,
    ]),
  )
}

const ruleMessages = (result: ESLint.LintResult | undefined) =>
  (result?.messages ?? []).filter((message) => message.ruleId === RULE)

describe('import boundaries (eslint.config.js boundaryZones)', () => {
  const resultsPromise = lintFixtures()

  it('lints exactly the fixture files in the table, without parse errors', async () => {
    const results = await resultsPromise
    expect([...results.keys()].sort()).toEqual(Object.keys(EXPECTED).sort())
    for (const [file, result] of results) {
      const fatal = result.messages.filter((message) => message.fatal || message.ruleId === null)
      expect(fatal, file).toEqual([])
      // Any message other than a zone violation means a zone is malformed (bad `except`, …).
      const other = result.messages.filter(
        (message) => message.ruleId === RULE && message.messageId !== 'zone',
      )
      expect(other, file).toEqual([])
    }
  })

  it.each(Object.entries(EXPECTED).filter(([, count]) => count > 0))(
    'reports %s',
    async (file, count) => {
      const messages = ruleMessages((await resultsPromise).get(file))
      expect(messages.map((message) => message.ruleId)).toEqual(Array(count).fill(RULE))
      expect(messages[0]?.line).toBe(1)
    },
  )

  it.each(Object.entries(EXPECTED).filter(([, count]) => count === 0))(
    'allows %s',
    async (file) => {
      expect(ruleMessages((await resultsPromise).get(file))).toEqual([])
    },
  )
})

describe('the real eslint.config.js', () => {
  // Virtual files are not in any tsconfig, so the probe turns type-aware linting off for them;
  // everything else (resolver, zones, ignores) is the real config.
  const eslint = new ESLint({
    cwd: rootDir,
    overrideConfig: { files: ['**/__lint_probe__.ts'], ...tseslint.configs.disableTypeChecked },
  })

  it('reports src/shared importing src/server', async () => {
    const [result] = await eslint.lintText(
      "import * as server from '../server/main'\n\nexport const probe = server\n",
      { filePath: path.join(rootDir, 'src/shared/__lint_probe__.ts') },
    )
    expect(ruleMessages(result).map((message) => message.ruleId)).toEqual([RULE])
  })

  it('resolves the @/ alias: reports src/server importing @/lib/cn (src/web)', async () => {
    const [result] = await eslint.lintText(
      "import { cn } from '@/lib/cn'\n\nexport const probe = cn\n",
      { filePath: path.join(rootDir, 'src/server/__lint_probe__.ts') },
    )
    expect(ruleMessages(result).map((message) => message.ruleId)).toEqual([RULE])
  })

  it('reports a source file importing a test file', async () => {
    const [result] = await eslint.lintText(
      "import * as helpers from './helpers.test'\n\nexport const probe = helpers\n",
      { filePath: path.join(rootDir, 'src/server/__lint_probe__.ts') },
    )
    expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports')
  })
})
