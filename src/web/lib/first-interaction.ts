// When a prerendered page's first interaction starts its code (page-boot.ts;
// docs/decisions/054-the-first-tap-painted-before-the-code.md). Inlined into every prerendered
// page with page-boot: it stays small and imports nothing.
//
// Any sign of interaction starts the code at once, but for a press on a control the browser
// answers by itself from the HTML (docs/decisions/053-first-tap-answered-by-the-html.md): the
// Menu sheet's invoker button, a disclosure's summary (Filters, an FAQ question), a form field
// (focused, and what is typed in it kept by lib/early-input.ts), and an Add to Cart whose press the
// boot code shows on the cart's count (docs/decisions/056-add-to-cart-echoed-before-the-code.md).
// There the code starts only once the frame that shows the answer has been painted, since its
// evaluation is a long task that would otherwise run before that frame and delay it.

/** What counts as a first sign of interaction: each starts the page's code. */
export const INTERACTION_EVENTS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const

/**
 * A control whose press is answered without the page's code: by the browser from the HTML, or, for
 * Add to Cart, by the boot code that shows it on the cart's count
 * (features/shop/cart-count-echo.ts). A submit or plain button among the inputs needs the code:
 * lib/early-input.ts holds its click, which starts the code at once whatever this waits for.
 */
export const PLATFORM_CONTROL =
  'button[command], summary, input, select, textarea, button[data-adds-to-cart]'

/**
 * How long a press on such a control waits for its click before the code starts anyway: a touch
 * held long, or one the browser neither clicks nor cancels. A cancelled touch (the finger
 * scrolled) starts it at once.
 */
export const CLICK_WAIT_MS = 1000

/**
 * Call `start` at the first sign of interaction on `view`, once: at once, or after the answer to
 * a press on a platform control has been painted. Returns a function that stops listening (the
 * code started for another reason).
 */
export function startOnFirstInteraction(start: () => void, view: Window = window): () => void {
  let waiting = false
  let done = false
  const stop = () => {
    done = true
    for (const type of INTERACTION_EVENTS) view.removeEventListener(type, onInteraction, true)
  }
  const go = () => {
    if (done) return
    stop()
    start()
  }
  function onInteraction(event: Event) {
    // While a press waits for its frame, what the same press brings (focus, the touch's own
    // events) must not start the code ahead of it.
    if (waiting) return
    if (answeredByPlatform(event)) {
      waiting = true
      afterClickPainted(view, go)
    } else go()
  }
  for (const type of INTERACTION_EVENTS) {
    view.addEventListener(type, onInteraction, { capture: true, passive: true })
  }
  return stop
}

/** Whether `event` is a press the browser answers from the HTML alone. */
function answeredByPlatform(event: Event): boolean {
  const pressed =
    event.type === 'pointerdown' ||
    event.type === 'touchstart' ||
    (event.type === 'keydown' && ['Enter', ' '].includes((event as KeyboardEvent).key))
  const target = event.target as Element | null
  return (
    pressed && typeof target?.closest === 'function' && target.closest(PLATFORM_CONTROL) !== null
  )
}

/** Run `task` once the coming click's frame has been painted (or the press was abandoned). */
function afterClickPainted(view: Window, task: () => void): void {
  const later = () => view.setTimeout(task, 0)
  const fallback = view.setTimeout(task, CLICK_WAIT_MS)
  const onClick = () => {
    view.clearTimeout(fallback)
    view.removeEventListener('pointercancel', onCancel, true)
    // The click's frame is painted after this animation frame's callbacks; a task queued from
    // them runs after that paint.
    view.requestAnimationFrame(later)
  }
  const onCancel = () => {
    view.clearTimeout(fallback)
    view.removeEventListener('click', onClick, true)
    later()
  }
  view.addEventListener('click', onClick, { capture: true, once: true })
  view.addEventListener('pointercancel', onCancel, { capture: true, once: true })
}
