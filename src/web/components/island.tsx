import { createElement, Fragment, type ReactNode, Suspense, useState } from 'react'

// Islands on a prerendered page (docs/decisions/017-islands-hydrated-one-task-each.md). The page
// is still one React tree, but its hydration is split: each <Island> suspends during the first
// hydration, which keeps its server-rendered HTML on screen untouched, and is hydrated later in a
// task of its own, so no task blocks the main thread for long. Preact resumes a suspended
// subtree's hydration against the DOM it kept; the server marks each island's range with
// comments (`<!--$s-->…<!--/$s-->`, Preact's own range markers) so an island may render any
// number of nodes, or none.
//
// Preact's hydration adopts the server's DOM as it is: it attaches handlers and fixes text, but
// keeps the attributes it finds. State above an island that changes while the island waits (the
// stored cart, the session, a server-configured link) would leave the island showing the
// server's attributes beside the browser's text, so such state changes only once the islands are
// hydrated: afterIslandsHydrated() and islandsHydrated() below.
//
// A page chooses nothing: the site layout's header, footer and bars and every child of
// <PageMain> are islands. A page rendered in the browser (staff mode, client-side navigation,
// the app-like pages) has no prerendered HTML, so its islands render at once like any component.

let markRanges = false
let deferring = false
let onSettled: (() => void) | undefined
let hydrating = false
const afterHydration: (() => void)[] = []
const waiting: Gate[] = []
let scheduled = false

type Gate = { open: boolean; promise: Promise<void>; release: () => void }

/** Server renderer only: write the range markers around every island. */
export function markIslandRanges(): void {
  markRanges = true
}

/**
 * Hydrate `render`'s tree with its islands deferred, then hydrate the islands one task each, in
 * document order. `settled` runs once every island is hydrated.
 */
export function hydrateWithIslands(render: () => void, settled: () => void): void {
  onSettled = settled
  hydrating = true
  deferring = true
  try {
    render()
  } finally {
    deferring = false
  }
  scheduleNext()
}

/** Hydrate every island still waiting now, in this task: the visitor has started to interact. */
export function hydrateAllIslands(): void {
  for (const gate of waiting.splice(0)) gate.release()
  afterRender(settleIfDone)
}

/**
 * Run `task` once the page's islands are hydrated: at once when none are waiting (a page rendered
 * in the browser, or later in the page's life), else before the page is marked ready, so input
 * held back until then (lib/early-input.ts) finds the state `task` sets. Returns a cancel.
 */
export function afterIslandsHydrated(task: () => void): () => void {
  if (!hydrating) {
    task()
    return () => {}
  }
  afterHydration.push(task)
  return () => {
    const index = afterHydration.indexOf(task)
    if (index >= 0) afterHydration.splice(index, 1)
  }
}

/**
 * Whether the prerendered page is being hydrated now: what renders is what the visitor has seen
 * since the page loaded, not something new on screen.
 */
export function isHydratingPage(): boolean {
  return hydrating
}

/** Resolves once the page's islands are hydrated (see afterIslandsHydrated). */
export function islandsHydrated(): Promise<void> {
  return new Promise((resolve) => afterIslandsHydrated(resolve))
}

/** An island of the page: its children hydrate in a task of their own (see the module's comment). */
export function Island({ children }: { children: ReactNode }) {
  const [gate] = useState(() => (deferring ? newGate() : undefined))
  if (markRanges) {
    return (
      <>
        {rangeMarker('$s')}
        {children}
        {rangeMarker('/$s')}
      </>
    )
  }
  if (!gate) return children
  return (
    <Suspense fallback={null}>
      <HydrateWhenReleased gate={gate}>{children}</HydrateWhenReleased>
    </Suspense>
  )
}

function HydrateWhenReleased({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending during hydration keeps the server's HTML; Preact hydrates it when this resolves.
  // Suspense's protocol is to throw the promise.
  // eslint-disable-next-line @typescript-eslint/only-throw-error
  if (!gate.open) throw gate.promise
  return children
}

function rangeMarker(text: string): ReactNode {
  // preact-render-to-string writes a Fragment with this prop as an HTML comment.
  return createElement(Fragment, { UNSTABLE_comment: text } as object)
}

function newGate(): Gate {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  const gate: Gate = {
    open: false,
    promise,
    release: () => {
      gate.open = true
      resolve()
    },
  }
  waiting.push(gate)
  return gate
}

function scheduleNext(): void {
  if (scheduled) return
  scheduled = true
  afterRender(() => {
    scheduled = false
    const gate = waiting.shift()
    if (!gate) return settleIfDone()
    gate.release()
    scheduleNext()
  })
}

function settleIfDone(): void {
  if (waiting.length > 0 || !onSettled) return
  const settled = onSettled
  onSettled = undefined
  hydrating = false
  for (const task of afterHydration.splice(0)) task()
  settled()
}

/**
 * Run `task` in a new task: after the render a released island schedules (a microtask) and
 * after anything the browser has queued, such as input.
 */
function afterRender(task: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => task()
  channel.port2.postMessage(null)
}
