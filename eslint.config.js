// ESLint flat config. The import boundaries (house style) are built by `boundaryZones`, which is
// exported so tests/lint-boundaries.test.ts can apply the very same zones to tests/lint-fixtures.
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const rootDir = path.dirname(fileURLToPath(import.meta.url))

/** Feature folders under src/web/features/<name>/; no feature may import another. */
export const WEB_FEATURES = [
  'auth',
  'shop',
  'leads',
  'marketing',
  'workspace',
  'journal',
  'account',
  'intake',
  'booking',
  'orders',
]

/** Resource folders under src/server/<name>/; no resource may import another. */
export const SERVER_RESOURCES = [
  'auth',
  'rest',
  'storage',
  'site',
  'workspace',
  'patient',
  'booking',
  'orders',
]

/** Web layers below `features` (they may import each other, never features or app). */
const WEB_BASE_LAYERS = ['components', 'content', 'config', 'hooks', 'lib']

/**
 * Zones for `import-x/no-restricted-paths` (`target` = the importing files, `from` = what they
 * may not import). Paths are absolute, so the result does not depend on the cwd ESLint runs in.
 *
 * @param {string} srcDir absolute path of a `src` folder (the repo's, or a fixture copy)
 * @returns {{ target: string[], from: string[], message: string }[]}
 */
export function boundaryZones(srcDir) {
  const at = (...parts) => path.join(srcDir, ...parts)
  const web = (...parts) => at('web', ...parts)
  const server = (...parts) => at('server', ...parts)

  return [
    {
      target: [at('shared')],
      from: [at('server'), at('web')],
      message: 'src/shared imports nothing of ours (no src/server, no src/web).',
    },
    {
      target: [at('server')],
      from: [at('web')],
      message: 'src/server never imports src/web.',
    },
    {
      target: [at('web')],
      from: [at('server')],
      message: 'src/web never imports src/server.',
    },
    {
      target: [web('features')],
      from: [web('app')],
      message:
        'web layering is app → features → components|content|config|hooks|lib: features cannot import app.',
    },
    {
      target: WEB_BASE_LAYERS.map((layer) => web(layer)),
      from: [web('features'), web('app')],
      message:
        'web layering is app → features → components|content|config|hooks|lib: this layer cannot import features or app.',
    },
    ...WEB_FEATURES.map((feature) => ({
      target: [web('features', feature)],
      from: WEB_FEATURES.filter((other) => other !== feature).map((other) =>
        web('features', other),
      ),
      message: `No feature imports another feature (features/${feature}).`,
    })),
    {
      target: [web('content')],
      from: [web('components')],
      message: 'content imports no component (src/web/components).',
    },
    ...SERVER_RESOURCES.map((resource) => ({
      target: [server(resource)],
      from: SERVER_RESOURCES.filter((other) => other !== resource).map((other) => server(other)),
      message: `Server resource folders never import each other (server/${resource}).`,
    })),
    {
      target: [server('db'), server('middleware')],
      from: SERVER_RESOURCES.map((resource) => server(resource)),
      message: 'src/server/db and src/server/middleware import no resource folder.',
    },
  ]
}

/** import-x settings: the TypeScript resolver, so `@/…` and `@shared/…` resolve via tsconfig.json. */
export const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.cts', '.mts', '.js', '.jsx', '.cjs', '.mjs'],
  'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.cts', '.mts'] },
  'import-x/resolver-next': [
    createTypeScriptImportResolver({
      project: path.join(rootDir, 'tsconfig.json'),
      alwaysTryTypes: true,
    }),
  ],
}

/**
 * File names are kebab-case words, with dotted kinds after them (`lead-tables.ts`,
 * `auth.routes.ts`, `cart.test.tsx`, `eslint.config.d.ts`): one way to name a file, so a
 * module is found by its name.
 */
export const FILE_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/

const fileNamePlugin = {
  rules: {
    'kebab-case': {
      meta: {
        type: 'suggestion',
        docs: { description: 'File names are kebab-case, with dotted kinds after the name.' },
        schema: [],
      },
      create(context) {
        const base = path.basename(context.filename).replace(/\.[cm]?[jt]sx?$/, '')
        if (!FILE_NAME.test(base)) {
          context.report({
            loc: { line: 1, column: 0 },
            message: `File name "${path.basename(context.filename)}" is not kebab-case (e.g. lead-tables.ts, auth.routes.ts).`,
          })
        }
        return {}
      },
    },
  },
}

const TS_FILES = ['**/*.{ts,tsx,mts,cts}']
const JS_FILES = ['**/*.{js,mjs,cjs}']
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.spec.{ts,tsx}']

export default defineConfig(
  {
    name: 'repo/ignores',
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'media/**',
      'public/**',
      // Linted only by tests/lint-boundaries.test.ts, with the boundary zones pointed at it.
      'tests/lint-fixtures/**',
    ],
  },

  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    name: 'repo/typescript',
    languageOptions: {
      parserOptions: {
        projectService: true,
        tsconfigRootDir: rootDir,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      // `import { type A }` keeps `import '…'` in the output (verbatimModuleSyntax), so the bundle
      // loads a module only its types were wanted from; `import type { A }` leaves nothing.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          args: 'after-used',
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrorsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // JS files (this config, scripts/*.mjs) are not in any tsconfig: lint them without types.
    ...tseslint.configs.disableTypeChecked,
    name: 'repo/javascript',
    files: JS_FILES,
  },

  {
    name: 'repo/imports',
    files: [...TS_FILES, ...JS_FILES],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
      // One order everywhere, so a reader finds an import where they expect it and merges do
      // not fight over it: Node's own, packages, our aliases (@/…, @shared/…), then relative.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [
            { pattern: '@/**', group: 'internal' },
            { pattern: '@shared/**', group: 'internal' },
          ],
          pathGroupsExcludedImportTypes: ['builtin', 'external'],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        { zones: boundaryZones(path.join(rootDir, 'src')) },
      ],
    },
  },
  {
    name: 'repo/file-names',
    files: [...TS_FILES, ...JS_FILES],
    plugins: { 'file-name': fileNamePlugin },
    rules: { 'file-name/kebab-case': 'error' },
  },
  {
    // Source never imports tests. (Test files themselves are exempt: they may share helpers.)
    name: 'repo/no-test-imports',
    files: [...TS_FILES, ...JS_FILES],
    ignores: TEST_FILES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`\.(test|spec)(\.[cm]?[jt]sx?)?$`,
              message: 'Source files never import test files.',
            },
          ],
        },
      ],
    },
  },

  {
    // The browser and the prerenderer run on preact/compat (ADR 011), whose server renderer
    // has no use(): read context with useContext.
    name: 'repo/preact-compat',
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='use']",
          message: 'Use useContext: preact/compat has no use() on the server (ADR 011).',
        },
      ],
    },
  },

  {
    // `expect(spy.method).toHaveBeenCalled()` is idiomatic in tests, not an unbound `this` bug.
    name: 'repo/tests',
    files: [...TEST_FILES, 'tests/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },

  {
    name: 'repo/web',
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    ...reactHooks.configs.flat.recommended,
    name: 'repo/react-hooks',
    // Hooks also live in plain .ts files (src/web/hooks/use-*.ts).
    files: ['src/web/**/*.{ts,tsx}'],
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    name: 'repo/jsx-a11y',
    files: ['src/web/**/*.tsx'],
  },
  {
    name: 'repo/node',
    files: [
      'src/server/**/*.ts',
      'scripts/**/*.{js,mjs,cjs,ts}',
      'e2e/**/*.ts',
      'tests/**/*.{ts,tsx}',
      '*.config.{js,mjs,cjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
)
