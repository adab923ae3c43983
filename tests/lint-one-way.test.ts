// The browser does each job one way (docs/decisions/036-app-pages-read-and-change-through-the-
// router.md, 037-one-form-hook.md): pages read through their route's loader and change through
// its action, so no effect fetches and no feature keeps a busy flag of its own; money becomes
// text in one place (src/shared/money.ts); each field primitive is defined once, in
// src/web/components/ui; and no file of the web app grows past 300 lines. Test files are not
// scanned.
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const MAX_LINES = 300

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(rootDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(relative)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8')

/** The bodies of the `useEffect(…)` calls in `source`, each up to its closing parenthesis. */
export function effectBodies(source: string): string[] {
  const bodies: string[] = []
  for (let start = source.indexOf('useEffect('); start !== -1;) {
    let depth = 0
    let end = start + 'useEffect'.length
    for (; end < source.length; end += 1) {
      if (source[end] === '(') depth += 1
      else if (source[end] === ')' && --depth === 0) break
    }
    bodies.push(source.slice(start, end + 1))
    start = source.indexOf('useEffect(', end)
  }
  return bodies
}

/** Work an effect waits for: a promise it awaits, chains or starts and lets go. */
const ASYNC_WORK = /\.then\(|\bawait\b|\bvoid \w+\(|\basync\b/

/**
 * What ADR 036 allows an effect: to start a router fetcher's read of a route's loader when a
 * part of the page appears (`fetcher.load`, often taken apart as `load`). The read itself is
 * the loader's.
 */
const STARTS_A_FETCHER = /\bvoid (?:\w+\.)?load\(/g

export function effectDoesAsyncWork(body: string): boolean {
  return ASYNC_WORK.test(body.replace(STARTS_A_FETCHER, ''))
}

/**
 * Effects that wait for something other than a page's data, each for its reason: the session
 * comes from supabase-js's own subscription, the site's config (/config.json) is read once per
 * page, a chunk that failed to load is retried, the idle guard's timer signs staff out, and the
 * second sign-in step asks supabase-js which factor the session has.
 */
const NOT_PAGE_DATA = new Set(
  [
    'src/web/app/chunk-load-recovery.tsx',
    'src/web/features/auth/session-provider.tsx',
    'src/web/features/auth/staff-idle-guard.tsx',
    'src/web/features/auth/staff-second-factor.tsx',
    'src/web/features/marketing/use-public-media-url.ts',
    'src/web/hooks/use-patient-portal-url.ts',
  ].map((file) => path.join(...file.split('/'))),
)

/** `const [busy, setBusy] = useState(false)` and its kin: a hand-made flag for a request. */
const BUSY_FLAG =
  /const \[(?:is)?(?:busy|saving|sending|submitting|loading|pending|working|deleting|placing|booking|cancell?ing)\w*,\s*set\w+\] = useState(?:<boolean>)?\((?:false|true)\)/i

describe('the checks find what they look for', () => {
  it('finds a fetch inside an effect, and not one in a click handler', () => {
    const source = `useEffect(() => { void apiRequest('/x').then(set) }, [])
      const onClick = () => fetch('/y')
      useEffect(() => { if (open) ref.current?.focus() }, [open])`
    expect(effectBodies(source)).toHaveLength(2)
    expect(effectBodies(source).filter(effectDoesAsyncWork)).toHaveLength(1)
    expect(effectDoesAsyncWork('useEffect(() => { void fetcher.load(url) }, [url])')).toBe(false)
  })

  it('tells a busy flag from a dialog’s open state', () => {
    expect('const [saving, setSaving] = useState(false)').toMatch(BUSY_FLAG)
    expect('const [isSubmitting, setSubmitting] = useState<boolean>(false)').toMatch(BUSY_FLAG)
    expect('const [open, setOpen] = useState(false)').not.toMatch(BUSY_FLAG)
  })
})

describe('the web app does each job one way', () => {
  const web = sourceFiles('src/web')

  it('no effect fetches: pages read through their route’s loader', () => {
    const offenders = web.filter(
      (file) => !NOT_PAGE_DATA.has(file) && effectBodies(read(file)).some(effectDoesAsyncWork),
    )
    expect(offenders).toEqual([])
  })

  it('no feature keeps a busy flag of its own', () => {
    const offenders = web.filter(
      (file) => file.startsWith(path.join('src', 'web', 'features')) && BUSY_FLAG.test(read(file)),
    )
    expect(offenders).toEqual([])
  })

  it('money becomes text in one place', () => {
    const files = [...web, ...sourceFiles('src/shared'), ...sourceFiles('src/server')]
    expect(files.filter((file) => read(file).includes("style: 'currency'"))).toEqual([
      path.join('src', 'shared', 'money.ts'),
    ])
  })

  it('each field primitive is defined once, in components/ui', () => {
    for (const primitive of ['TextField', 'CheckboxField', 'TextAreaField', 'LoadState']) {
      const definition = new RegExp(`(?:function|const) ${primitive}\\b`)
      expect(
        web.filter((file) => definition.test(read(file))),
        primitive,
      ).toEqual([expect.stringMatching(/^src[\\/]web[\\/]components[\\/]ui[\\/]/)])
    }
  })

  it(`no file of the web app is over ${MAX_LINES} lines`, () => {
    const long = web
      .map((file) => ({ file, lines: read(file).split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES)
    expect(long).toEqual([])
  })
})
