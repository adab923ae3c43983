import { holdEarlyInput, releaseEarlyInput } from './early-input'

// The hold on a prerendered page's input (lib/early-input.ts): which presses the browser may
// answer before the page's code, and which wait for it.

let root: HTMLElement

beforeEach(() => {
  // jsdom has no CSS.escape (the hold names a held element's place with it).
  if (typeof CSS === 'undefined') vi.stubGlobal('CSS', { escape: (text: string) => text })
  root = document.createElement('div')
  root.innerHTML = `
    <button type="button" data-testid="menu" command="show-modal" commandfor="sheet">Menu</button>
    <dialog id="sheet"><p>Sheet</p></dialog>
    <button type="button" data-testid="cart" command="show-modal" commandfor="cart-drawer">Cart</button>
    <button type="button" data-testid="plain">Add to Cart</button>
    <div data-has-script=""><button type="button" data-testid="video">Pause</button></div>
  `
  document.body.append(root)
})

afterEach(() => {
  releaseEarlyInput()
  root.remove()
  vi.unstubAllGlobals()
})

/** Presses the button; whether its press reached the page (not held back). */
function press(testId: string): boolean {
  const button = root.querySelector<HTMLElement>(`[data-testid="${testId}"]`)!
  let reached = false
  const listener = () => {
    reached = true
  }
  button.addEventListener('click', listener)
  const event = new MouseEvent('click', { bubbles: true, cancelable: true })
  button.dispatchEvent(event)
  button.removeEventListener('click', listener)
  return reached && !event.defaultPrevented
}

test('an invoker whose target is in the page is answered by the browser, not held', () => {
  const started = vi.fn()
  holdEarlyInput(root, started)
  expect(press('menu')).toBe(true)
  expect(started).not.toHaveBeenCalled()
})

test('an invoker whose target is not in the page waits for the code, and is replayed', () => {
  const started = vi.fn()
  holdEarlyInput(root, started)
  expect(press('cart')).toBe(false)
  expect(started).toHaveBeenCalledTimes(1)

  const replayed = vi.fn()
  root.querySelector('[data-testid="cart"]')!.addEventListener('click', replayed)
  releaseEarlyInput()
  expect(replayed).toHaveBeenCalledTimes(1)
})

test('the same invoker is let through once its target has arrived in the page', () => {
  holdEarlyInput(root, vi.fn())
  const drawer = document.createElement('dialog')
  drawer.id = 'cart-drawer'
  root.append(drawer)
  expect(press('cart')).toBe(true)
})

test('a plain button is held; one inside a part with its own script is not', () => {
  const started = vi.fn()
  holdEarlyInput(root, started)
  expect(press('video')).toBe(true)
  expect(started).not.toHaveBeenCalled()
  expect(press('plain')).toBe(false)
  expect(started).toHaveBeenCalledTimes(1)
})
