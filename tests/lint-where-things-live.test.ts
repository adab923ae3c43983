// Every folder of the server, the shared contracts and the browser's features is named in the
// "Where things live" table of docs/architecture.md, so the map a newcomer reads first never
// misses a part of the code (docs/architecture.md, Where things live).
//
// The rule, precisely:
// - The folders checked are every folder, at any depth, under `src/server`, `src/shared` and
//   `src/web/features` that holds at least one file (Git keeps no empty folder, so neither does
//   a fresh clone).
// - A folder is mentioned when its path from the repository root, as `src/server/booking` or
//   `src/server/booking/`, is written in a row of that table. A file inside it does not count:
//   `src/server/lib/audit-log.ts` says where the audit log is, not what `src/server/lib` is for.
//   One `*` may stand for a whole folder name, so one row states a convention that holds for
//   every feature (`src/web/features/*/api/`).
// - Not checked: `__fixtures__` folders and folders holding only tests and test data. What they
//   hold is read by the tests beside the code they test, and the code they test is what the
//   table names; the fixture a reader looks for is named by its test.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

const ROOTS = ['src/server', 'src/shared', 'src/web/features'] as const
const TABLE_HEADING = '## Where things live'

const isTestFile = (file: string) => /\.test\.tsx?$/.test(file)
const isUnderFixtures = (file: string) => file.split('/').includes('__fixtures__')

/**
 * The folders the table must name, from the repository's files (paths from the root, `/`
 * separated): every folder under a root that holds a file other than a test or test data.
 */
function foldersToDocument(files: readonly string[]): string[] {
  const folders = new Set<string>()
  for (const file of files) {
    if (isTestFile(file) || isUnderFixtures(file)) continue
    const root = ROOTS.find((candidate) => file.startsWith(`${candidate}/`))
    if (!root) continue
    // Every folder between the root (not included) and the file.
    const parts = file
      .slice(root.length + 1)
      .split('/')
      .slice(0, -1)
    parts.forEach((_, index) => folders.add([root, ...parts.slice(0, index + 1)].join('/')))
  }
  return [...folders].sort()
}

/** The rows of the "Where things live" table: the lines starting with `|` in that section. */
function whereThingsLiveRows(markdown: string): string[] {
  const lines = markdown.split('\n')
  const start = lines.findIndex((line) => line.trim() === TABLE_HEADING)
  if (start === -1) throw new Error(`docs/architecture.md has no "${TABLE_HEADING}" section`)
  const rows: string[] = []
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('## ')) break
    if (line.startsWith('|')) rows.push(line)
  }
  return rows
}

/** The repository paths written in the rows (`src/…`), without a trailing `/`. */
function pathsIn(rows: readonly string[]): string[] {
  return rows.flatMap((row) =>
    [...row.matchAll(/(?<![\w./*-])src\/[\w./*-]+/g)].map((match) =>
      match[0].replace(/[.]+$/, '').replace(/\/+$/, ''),
    ),
  )
}

/** Whether `folder` is `written`, where a `*` in `written` stands for one folder name. */
function names(written: string, folder: string): boolean {
  const a = written.split('/')
  const b = folder.split('/')
  return a.length === b.length && a.every((part, index) => part === '*' || part === b[index])
}

/** The folders no row of the table names: the rule itself. */
function foldersMissingFromTable(folders: readonly string[], rows: readonly string[]): string[] {
  const written = pathsIn(rows)
  return folders.filter((folder) => !written.some((entry) => names(entry, folder)))
}

function filesUnder(dir: string): string[] {
  const full = path.join(rootDir, dir)
  if (!fs.existsSync(full)) return []
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? filesUnder(`${dir}/${entry.name}`)
        : entry.isFile()
          ? [`${dir}/${entry.name}`]
          : [],
    )
}

describe('the "Where things live" table of docs/architecture.md', () => {
  const table = [
    '| concern | where |',
    '|---|---|',
    '| booking | `src/server/booking/` (`booking.routes.ts`), `src/shared/booking` |',
    '| shared pieces | `src/server/lib/audit-log.ts` |',
    "| a feature's requests | `src/web/features/*/api/` |",
  ]

  it('reports a folder no row names, and only that one', () => {
    const files = [
      'src/server/app.ts',
      'src/server/booking/booking.routes.ts',
      'src/shared/booking/slots.ts',
      'src/web/features/booking/api/booking-api.ts',
      'src/web/features/orders/api/orders-api.ts',
      'src/server/planted/x.ts',
    ]
    const folders = foldersToDocument(files)
    expect(folders).toEqual([
      'src/server/booking',
      'src/server/planted',
      'src/shared/booking',
      'src/web/features/booking',
      'src/web/features/booking/api',
      'src/web/features/orders',
      'src/web/features/orders/api',
    ])
    // The api folders match the `*` row; the feature folders themselves are named by no row.
    expect(foldersMissingFromTable(folders, table)).toEqual([
      'src/server/planted',
      'src/web/features/booking',
      'src/web/features/orders',
    ])
  })

  it('counts a folder named, not a file inside it, a longer name or a text outside the table', () => {
    const missing = (folder: string, rows: string[]) => foldersMissingFromTable([folder], rows)
    expect(missing('src/server/lib', table)).toEqual(['src/server/lib'])
    expect(missing('src/server/book', table)).toEqual(['src/server/book'])
    expect(missing('src/server/booking', ['| x | `src/server/booking-old/` |'])).toEqual([
      'src/server/booking',
    ])
    expect(missing('src/server/booking', ['| x | `src/server/booking` |'])).toEqual([])
    expect(missing('src/server/booking', ['| x | see src/server/booking/. |'])).toEqual([])
    const markdown = [
      '## Parts',
      '`src/server/orders/` is described here, not in the table.',
      TABLE_HEADING,
      ...table,
      '## Staff gate',
      '| a | `src/server/orders/` |',
    ].join('\n')
    expect(missing('src/server/orders', whereThingsLiveRows(markdown))).toEqual([
      'src/server/orders',
    ])
  })

  it('leaves out fixtures and folders of tests only', () => {
    expect(
      foldersToDocument([
        'src/server/__fixtures__/wire-answers.json',
        'src/server/auth/__fixtures__/token.json',
        'src/server/auth/auth.routes.test.ts',
        'src/shared/only-tests/rules.test.ts',
        'src/web/features/shop/cart.test.tsx',
        'src/web/app/router.tsx',
      ]),
    ).toEqual([])
  })

  it('names every folder of the repository', () => {
    const folders = foldersToDocument(ROOTS.flatMap(filesUnder))
    expect(folders).toContain('src/server/booking')
    expect(folders).toContain('src/web/features/workspace')
    const markdown = fs.readFileSync(path.join(rootDir, 'docs/architecture.md'), 'utf8')
    expect(foldersMissingFromTable(folders, whereThingsLiveRows(markdown))).toEqual([])
  })
})
