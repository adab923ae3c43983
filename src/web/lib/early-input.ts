// Input that arrives before a prerendered page is hydrated (docs/decisions/017-islands-hydrated-one-task-each.md).
// The page is on screen before its code runs; a link works then (the browser loads its page), but
// a button has no handler yet and a form would submit itself to the server. So, until the page
// is ready, a press of a button and a form's submission are held back and replayed once it is:
// the tap is not lost, only delayed. The first input also asks for everything still to be
// hydrated at once (`onFirstInput`), so the delay is one task rather than the whole schedule.

type Held = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement }

const held: Held[] = []
let listening = false
let firstInput: (() => void) | undefined

const BUTTONS = 'button, [role="button"], input[type="submit"], input[type="button"]'

/** What the page's code (main.tsx) is handed by page-boot.ts to take over the held input. */
export type EarlyInput = { onInput: typeof onEarlyInput; release: typeof releaseEarlyInput }

export const earlyInput: EarlyInput = { onInput: onEarlyInput, release: releaseEarlyInput }

/** Start holding presses and submissions on the page root; `onFirstInput` runs on the first one. */
export function holdEarlyInput(root: HTMLElement, onFirstInput: () => void): void {
  firstInput = onFirstInput
  listening = true
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
}

/**
 * Change what the first input does (the page's code has loaded and can hydrate at once); when
 * input is already held, it runs now.
 */
export function onEarlyInput(onFirstInput: () => void): void {
  firstInput = onFirstInput
  if (held.length > 0) notify()
}

/** The page is hydrated: stop holding, and replay what was held, in order. */
export function releaseEarlyInput(): void {
  listening = false
  for (const input of held.splice(0)) {
    if (input.kind === 'click') {
      if (input.target.isConnected) input.target.click()
    } else if (input.form.isConnected) input.form.requestSubmit()
  }
}

function onClick(event: MouseEvent): void {
  if (!listening || !(event.target instanceof Element)) return
  const target = event.target.closest<HTMLElement>(BUTTONS)
  if (!target || (target as HTMLButtonElement).disabled) return
  // A part that runs without the page's code (the hero video) handles its own buttons.
  if (target.closest('[data-has-script]')) return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push({ kind: 'click', target })
  notify()
}

function onSubmit(event: SubmitEvent): void {
  if (!listening || !(event.target instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push({ kind: 'submit', form: event.target })
  notify()
}

function notify(): void {
  const run = firstInput
  firstInput = undefined
  run?.()
}
