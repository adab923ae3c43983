// The server does each job one way (docs/architecture.md, "Where things live" and the rules under
// it): routers are thin, so no route file and no app.ts writes SQL of its own (the services and
// *.queries.ts modules do); an id is checked by the one UUID pattern in src/shared/ids.ts; and no
// server file grows past 300 lines, but the migrations, the schema and the environment's list of
// settings, which are long because they are lists. Test files are not scanned.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MAX_LINES = 300

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === '__fixtures__' ? [] : sourceFiles(relative)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : []
  })
}

const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8')

/** Query-builder calls that read or write a table. */
const SQL = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(/

/** A hand-written UUID pattern (its first group of eight hex digits). */
const UUID_PATTERN = /\[0-9a-f\]\{8\}/i

/** Long because each is a list: the migrations, the tables' types and the settings. */
const MAY_BE_LONG = (file: string) =>
  file.startsWith('src/server/db/migrations/') ||
  file === 'src/server/db/schema.ts' ||
  file === 'src/server/env.ts'

/** Whether `source` is a router's or app.ts's that writes SQL itself. */
export const routerWithSql = (file: string, source: string) =>
  (file.endsWith('.routes.ts') || file === 'src/server/app.ts') && SQL.test(source)

describe('the checks find what they look for', () => {
  it('finds SQL in a router, and not in a queries module or in words about it', () => {
    const query = "await db.selectFrom('orders').selectAll().execute()"
    expect(routerWithSql('src/server/orders/orders.routes.ts', query)).toBe(true)
    expect(routerWithSql('src/server/app.ts', query)).toBe(true)
    expect(routerWithSql('src/server/orders/order.queries.ts', query)).toBe(false)
    expect(routerWithSql('src/server/orders/orders.routes.ts', '// no selectFrom here')).toBe(false)
  })

  it('finds a hand-written UUID pattern', () => {
    expect(UUID_PATTERN.test('/^[0-9a-f]{8}-[0-9a-f]{4}-/i')).toBe(true)
    expect(UUID_PATTERN.test('uuidSchema')).toBe(false)
  })
})

describe('the server does each job one way', () => {
  const server = [...sourceFiles('src/server'), ...sourceFiles('src/shared')]

  it('no route file and no app.ts writes SQL of its own', () => {
    expect(server.filter((file) => routerWithSql(file, read(file)))).toEqual([])
  })

  it('one UUID pattern, in src/shared/ids.ts', () => {
    expect(server.filter((file) => UUID_PATTERN.test(read(file)))).toEqual(['src/shared/ids.ts'])
  })

  it(`no server file is over ${MAX_LINES} lines, but the lists`, () => {
    const long = sourceFiles('src/server')
      .filter((file) => !MAY_BE_LONG(file))
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
