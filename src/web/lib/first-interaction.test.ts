import { CLICK_WAIT_MS, startOnFirstInteraction } from './first-interaction'

let stop: (() => void) | undefined

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
  })
  document.body.innerHTML = `
    <button type="button" command="show-modal" commandfor="menu"><span>Menu</span></button>
    <dialog id="menu"><a href="/blog">Blog</a></dialog>
    <details><summary>Filters</summary><p>Panel</p></details>
    <button type="button">Book</button>
    <button type="button" data-adds-to-cart="1"><span>Add to Cart</span></button>
    <input name="email" />`
})

afterEach(() => {
  stop?.()
  vi.useRealTimers()
})

function listen() {
  const start = vi.fn()
  stop = startOnFirstInteraction(start)
  return start
}

const element = (selector: string) => document.querySelector<HTMLElement>(selector)!

function press(target: Element, type = 'pointerdown') {
  target.dispatchEvent(new Event(type, { bubbles: true }))
}

test('a press on a control that needs the code starts it at once', () => {
  const start = listen()
  press(element('button:not([command], [data-adds-to-cart])'))
  expect(start).toHaveBeenCalledTimes(1)
})

test('a scroll, a key or a pointer moving starts the code at once', () => {
  for (const type of ['scroll', 'keydown', 'pointermove']) {
    stop?.()
    const start = listen()
    window.dispatchEvent(new Event(type))
    expect(start, type).toHaveBeenCalledTimes(1)
  }
})

for (const [name, selector] of [
  ['the Menu (an invoker button)', 'button[command] span'],
  ['a disclosure', 'summary'],
  ['a form field', 'input'],
  ['an Add to Cart the island shows on the cart count', '[data-adds-to-cart] span'],
] as const) {
  test(`a press on ${name} starts the code only after its click's frame`, () => {
    const start = listen()
    press(element(selector))
    press(element(selector), 'touchstart')
    // What the press itself brings starts nothing ahead of its answer.
    press(element(selector), 'focusin')
    expect(start).not.toHaveBeenCalled()
    element(selector).click()
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersToNextFrame()
    expect(start).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(start).toHaveBeenCalledTimes(1)
    // Once only: a later interaction does not start it again.
    press(element('button:not([command], [data-adds-to-cart])'))
    vi.runAllTimers()
    expect(start).toHaveBeenCalledTimes(1)
  })
}

test('Enter on a focused disclosure waits for its click too; another key does not', () => {
  const start = listen()
  element('summary').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
  expect(start).not.toHaveBeenCalled()
  element('summary').click()
  vi.advanceTimersToNextFrame()
  vi.advanceTimersByTime(1)
  expect(start).toHaveBeenCalledTimes(1)

  stop?.()
  const other = listen()
  element('summary').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
  expect(other).toHaveBeenCalledTimes(1)
})

test('a touch that turns into a scroll starts the code at once', () => {
  const start = listen()
  press(element('summary'))
  press(element('summary'), 'pointercancel')
  vi.advanceTimersByTime(1)
  expect(start).toHaveBeenCalledTimes(1)
})

test('a press no click follows starts the code after a while', () => {
  const start = listen()
  press(element('summary'))
  vi.advanceTimersByTime(CLICK_WAIT_MS - 1)
  expect(start).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(start).toHaveBeenCalledTimes(1)
})

test('once stopped (the code started for another reason), nothing starts it again', () => {
  const start = listen()
  stop!()
  press(element('button:not([command], [data-adds-to-cart])'))
  expect(start).not.toHaveBeenCalled()
})
