// @vitest-environment node
// cn() joins classes without merging them (lib/cn.ts): two classes that set the same property
// would leave the winner to the order of the stylesheet, not to the order in the list. This test
// and class-conflicts-open.test.tsx (what only the browser shows: open dialogs, sheets and
// menus) keep such pairs out; test/class-conflicts.ts says how a conflict is recognized.
import type * as Cva from 'class-variance-authority'
import type { ClassValue } from 'clsx'

import type { SessionContextValue } from '@/features/auth/session-provider'
import { conflictLog, describeConflict, overridden } from '@/test/class-conflicts'

import { prerenderPaths } from './prerender-paths'
import { prerenderSession, renderPage } from './render-page'

type VariantConfig = {
  variants?: Record<string, Record<string, ClassValue>>
  defaultVariants?: Record<string, unknown>
}
type Recorded = { variants: (props: Record<string, unknown>) => string; config: VariantConfig }

// Every cva() definition, recorded as its module is loaded, so the variants can be walked.
const cvaCalls = vi.hoisted(() => [] as Recorded[])
vi.mock('class-variance-authority', async (importOriginal) => {
  const original = await importOriginal<typeof Cva>()
  const cva = ((base: unknown, config: VariantConfig = {}) => {
    const variants = original.cva(base as ClassValue, config as never) as Recorded['variants']
    cvaCalls.push({ variants, config })
    return variants
  }) as typeof original.cva
  return { ...original, cva }
})

/** A visitor once the session is known: the header may differ from the prerendered one. */
const visitorSession: SessionContextValue = {
  ...prerenderSession,
  status: 'ready',
}

function decodeAttribute(value: string) {
  return value
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

function classLists(html: string) {
  return [...html.matchAll(/\sclass="([^"]*)"/g)].map((match) => decodeAttribute(match[1] ?? ''))
}

// Dialogs and menus are prerendered closed, so their open content is not in this HTML:
// class-conflicts-open.test.tsx opens them.
test('no element of a prerendered page has two classes that override each other', async () => {
  const log = conflictLog()
  for (const path of prerenderPaths()) {
    for (const [state, session] of [
      ['prerendered', prerenderSession],
      ['session known', visitorSession],
    ] as const) {
      const page = await renderPage(path, session)
      if (page.kind !== 'page') continue
      log.check(`${path} (${state})`, classLists(page.html))
    }
  }

  expect(log.conflicts).toEqual([])
}, 120_000)

/** Every combination of a definition's variants, each also left to its default. */
function combinations(variants: Record<string, Record<string, ClassValue>>) {
  let all: Record<string, unknown>[] = [{}]
  for (const [name, options] of Object.entries(variants)) {
    all = all.flatMap((props) => [
      props,
      ...Object.keys(options).map((option) => ({ ...props, [name]: option })),
    ])
  }
  return all
}

test('no cva() definition combines a base and variants that override each other', async () => {
  // Every source module that defines variants, found by its text so a new one is covered too.
  const sources = import.meta.glob<string>(['/src/web/**/*.tsx', '!/src/web/**/*.test.tsx'], {
    query: '?raw',
    import: 'default',
    eager: true,
  })
  const modules = import.meta.glob(['/src/web/**/*.tsx', '!/src/web/**/*.test.tsx'])
  const definers = Object.keys(sources).filter((file) => sources[file]?.includes('cva('))
  await Promise.all(
    definers.flatMap((file) => {
      const load = modules[file]
      return load ? [load()] : []
    }),
  )
  expect(cvaCalls.length).toBeGreaterThanOrEqual(definers.length)

  const conflicts: string[] = []
  for (const { variants, config } of cvaCalls) {
    for (const props of combinations(config.variants ?? {})) {
      const list = variants(props)
      if (overridden(list).length > 0) {
        conflicts.push(describeConflict(`cva(${JSON.stringify(props)})`, list))
      }
    }
  }
  expect(conflicts).toEqual([])
})
