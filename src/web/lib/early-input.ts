// Input that arrives before a prerendered page is hydrated (docs/decisions/017-islands-hydrated-one-task-each.md).
// The page is on screen before its code runs; a link works then (the browser loads its page), but
// a button has no handler yet and a form would submit itself to the server. So, until the page
// is ready, a press of a button and a form's submission are held back and replayed once it is:
// the tap is not lost, only delayed. The first input also asks for everything still to be
// hydrated at once (`onFirstInput`), so the delay is one task rather than the whole schedule.
//
// A page whose URL has a query it was not prerendered with is rendered afresh instead of
// hydrated (main.tsx): the element pressed and the field typed into are replaced. A held press is
// then replayed on its counterpart in the new page (the same kind of element with the same
// name, at the same place among its likes), and what was typed is written into the new field, so
// neither is lost (docs/decisions/052-the-first-tap-answers-at-once.md).

type Held =
  | { kind: 'click'; target: HTMLElement; place: Place }
  | { kind: 'submit'; form: HTMLFormElement; place: Place }

/** Where an element is among its likes, to find its counterpart in a page rendered afresh. */
type Place = { selector: string; name: string; index: number }

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const held: Held[] = []
/** What was typed or filled in (by the visitor or a password manager) before the page was ready. */
const typed = new Map<Field, { value: string; place: Place }>()
let pageRoot: HTMLElement | undefined
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
  pageRoot = root
  root.addEventListener('click', onClick, true)
  root.addEventListener('submit', onSubmit, true)
  root.addEventListener('input', onTyped, true)
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
  for (const [field, { value, place }] of typed) {
    const now = field.isConnected ? field : (counterpart(place) as Field | undefined)
    // Only a field the new page shows empty: one it filled itself is left as it is.
    if (now && now !== field && now.value === '') fill(now, value)
  }
  typed.clear()
  for (const input of held.splice(0)) {
    if (input.kind === 'click') {
      const target = input.target.isConnected ? input.target : counterpart(input.place)
      target?.click()
    } else {
      const form = input.form.isConnected ? input.form : counterpart(input.place)
      if (form instanceof HTMLFormElement) form.requestSubmit()
    }
  }
}

function onClick(event: MouseEvent): void {
  if (!listening || !(event.target instanceof Element)) return
  const target = event.target.closest<HTMLElement>(BUTTONS)
  if (!target || (target as HTMLButtonElement).disabled) return
  // A part that runs without the page's code (the hero video) handles its own buttons.
  if (target.closest('[data-has-script]')) return
  // An invoker whose target is in the page is answered by the browser (a dialog it opens or
  // closes, docs/decisions/053-first-tap-answered-by-the-html.md); one whose target the code has
  // yet to load (the cart drawer outside the shop) waits for it like any other button.
  if (invokesPresent(target)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push({ kind: 'click', target, place: placeOf(target) })
  notify()
}

/** Whether the button's `commandfor` names an element in the document. */
function invokesPresent(button: HTMLElement): boolean {
  const id = button.getAttribute('commandfor')
  return id !== null && id !== '' && button.ownerDocument.getElementById(id) !== null
}

function onSubmit(event: SubmitEvent): void {
  if (!listening || !(event.target instanceof HTMLFormElement)) return
  event.preventDefault()
  event.stopImmediatePropagation()
  held.push({ kind: 'submit', form: event.target, place: placeOf(event.target) })
  notify()
}

function onTyped(event: Event): void {
  const field = event.target
  if (
    !listening ||
    !(
      field instanceof HTMLInputElement ||
      field instanceof HTMLTextAreaElement ||
      field instanceof HTMLSelectElement
    )
  )
    return
  // A box ticked is replayed as a press, not as a value.
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return
  typed.set(field, { value: field.value, place: placeOf(field) })
}

/** A field's or a button's name: its name, else its label or its text. */
function nameOf(element: HTMLElement): string {
  return (
    element.getAttribute('name') ??
    element.getAttribute('aria-label') ??
    element.textContent?.trim() ??
    ''
  )
}

function placeOf(element: HTMLElement): Place {
  const type = element.getAttribute('type')
  const selector = `${element.localName}${type ? `[type="${CSS.escape(type)}"]` : ''}`
  const name = nameOf(element)
  const likes = [...(pageRoot?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
    (other) => nameOf(other) === name,
  )
  return { selector, name, index: likes.indexOf(element) }
}

function counterpart({ selector, name, index }: Place): HTMLElement | undefined {
  if (index < 0) return undefined
  const likes = [...(pageRoot?.querySelectorAll<HTMLElement>(selector) ?? [])].filter(
    (other) => nameOf(other) === name,
  )
  return likes[index]
}

/**
 * Write a value as if typed: through the element's own setter (the framework watches the
 * property), then the input event its handlers listen to.
 */
function fill(field: Field, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

function notify(): void {
  const run = firstInput
  firstInput = undefined
  run?.()
}
