import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import { headerCopy, mainNavigation } from '@/content/navigation'

import { SiteNav } from './site-nav'

function renderNav() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <SiteNav
              aria-label="Main"
              menus={mainNavigation}
              submenuToggleLabel={headerCopy.submenuToggle}
            />
            <button type="button">Elsewhere</button>
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const toggle = (name: string) => screen.getByRole('button', { name })
const isOpen = (name: string) => toggle(name).getAttribute('aria-expanded') === 'true'
/** The list a toggle controls, through aria-controls. */
const contentOf = (name: string) => {
  const id = toggle(name).getAttribute('aria-controls') ?? ''
  const content = document.getElementById(id)
  if (!content) throw new Error(`${name} controls no element`)
  return content
}
const triggerOf = (name: string) =>
  toggle(name).closest<HTMLElement>('[data-slot="site-nav-trigger"]')!
const mouse = { pointerType: 'mouse' }

test('the four menus hold exactly the spec’s items and targets', () => {
  renderNav()
  const expected = {
    'Weight Loss': [
      ['GLP Elite', '/weight-loss'],
      ['RM3', '/rm3'],
      ['Lifestyle', '/lifestyle'],
    ],
    "Men's Health menu": [
      ['Testosterone', '/testosterone'],
      ['Enclomiphene', '/enclomiphene'],
      ['HairGrow Rx', '/hairgrow-rx'],
      ['ED Treatment', '/ed-treatment'],
    ],
    'RM Naturals menu': [
      ['Supplements', '/supplements'],
      ['Protein Shakes', '/shakes'],
      ['Peptides', '/peptides'],
      ['Other Naturals', '/other-naturals'],
    ],
    Resources: [
      ['Journal', '/blog'],
      ['Articles', '/articles'],
      ['Downloads', '/downloads'],
    ],
  }

  for (const [name, items] of Object.entries(expected)) {
    fireEvent.click(toggle(name))
    const links = within(contentOf(name)).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(items)
  }
})

test("the Men's Health and RM Naturals headings are links themselves", () => {
  renderNav()
  const nav = screen.getByRole('navigation', { name: 'Main' })

  expect(within(nav).getByRole('link', { name: "Men's Health" }).getAttribute('href')).toBe(
    '/mens-health',
  )
  expect(within(nav).getByRole('link', { name: 'RM Naturals' }).getAttribute('href')).toBe(
    '/supplements',
  )
})

test('toggles are disclosure buttons that control an existing, hidden list', () => {
  renderNav()

  for (const name of ['Weight Loss', "Men's Health menu", 'RM Naturals menu', 'Resources']) {
    expect(toggle(name).getAttribute('aria-expanded')).toBe('false')
    expect(contentOf(name).hidden).toBe(true)
  }
  expect(screen.queryByRole('menu')).toBeNull()

  fireEvent.click(toggle('Weight Loss'))
  expect(isOpen('Weight Loss')).toBe(true)
  expect(contentOf('Weight Loss').hidden).toBe(false)

  fireEvent.click(toggle('Weight Loss'))
  expect(isOpen('Weight Loss')).toBe(false)
})

test('only one menu is open at a time', () => {
  renderNav()

  fireEvent.click(toggle('Weight Loss'))
  fireEvent.click(toggle('Resources'))

  expect(isOpen('Weight Loss')).toBe(false)
  expect(isOpen('Resources')).toBe(true)
})

/** The menus' delays run on a fake clock for the rest of the test. */
function fakeClock() {
  vi.useFakeTimers()
  onTestFinished(() => {
    vi.useRealTimers()
  })
}

const wait = async (ms: number) => {
  await act(() => vi.advanceTimersByTime(ms))
}

test('with the pointer: a menu opens when the pointer enters its trigger', () => {
  fakeClock()
  renderNav()

  fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

  expect(isOpen('Weight Loss')).toBe(true)
})

test('with the pointer: a menu closes 300 ms after the pointer leaves its trigger, not sooner', async () => {
  fakeClock()
  renderNav()
  fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

  fireEvent.pointerLeave(triggerOf('Weight Loss'), mouse)
  await wait(299)
  expect(isOpen('Weight Loss')).toBe(true)
  await wait(1)
  expect(isOpen('Weight Loss')).toBe(false)
})

test('with the pointer: a menu closes 150 ms after the pointer leaves the open menu, not sooner', async () => {
  fakeClock()
  renderNav()
  fireEvent.pointerEnter(triggerOf('Resources'), mouse)
  fireEvent.pointerLeave(triggerOf('Resources'), mouse)
  fireEvent.pointerEnter(contentOf('Resources'), mouse)
  await wait(1000)
  expect(isOpen('Resources')).toBe(true)

  fireEvent.pointerLeave(contentOf('Resources'), mouse)
  await wait(149)
  expect(isOpen('Resources')).toBe(true)
  await wait(1)
  expect(isOpen('Resources')).toBe(false)
})

test('with the pointer: coming back in before the delay keeps the menu open', async () => {
  fakeClock()
  renderNav()
  fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

  fireEvent.pointerLeave(triggerOf('Weight Loss'), mouse)
  await wait(250)
  fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)
  await wait(1000)
  expect(isOpen('Weight Loss')).toBe(true)

  fireEvent.pointerEnter(contentOf('Weight Loss'), mouse)
  fireEvent.pointerLeave(contentOf('Weight Loss'), mouse)
  await wait(100)
  fireEvent.pointerEnter(contentOf('Weight Loss'), mouse)
  await wait(1000)
  expect(isOpen('Weight Loss')).toBe(true)
})

test('with the pointer: a click on a toggle the pointer has just opened keeps the menu open', () => {
  fakeClock()
  renderNav()

  fireEvent.pointerEnter(triggerOf("Men's Health menu"), mouse)
  fireEvent.click(toggle("Men's Health menu"))

  expect(isOpen("Men's Health menu")).toBe(true)
})

test('with the pointer: a touch does not open a menu by itself; the tap (click) does', () => {
  fakeClock()
  renderNav()

  fireEvent.pointerEnter(triggerOf('Weight Loss'), { pointerType: 'touch' })
  expect(isOpen('Weight Loss')).toBe(false)
  fireEvent.click(toggle('Weight Loss'))
  expect(isOpen('Weight Loss')).toBe(true)
})

test('with the pointer: a click elsewhere closes the open menu at once', () => {
  fakeClock()
  renderNav()
  fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

  fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))

  expect(isOpen('Weight Loss')).toBe(false)
})
test('with the keyboard: ArrowDown on a toggle opens its menu and focuses the first item', () => {
  renderNav()
  toggle('Resources').focus()

  fireEvent.keyDown(toggle('Resources'), { key: 'ArrowDown' })

  expect(isOpen('Resources')).toBe(true)
  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Journal' }))
})

test('with the keyboard: ArrowUp on a toggle opens its menu at the last item', () => {
  renderNav()

  fireEvent.keyDown(toggle('Resources'), { key: 'ArrowUp' })

  expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Downloads' }))
})

test('with the keyboard: arrow keys, Home and End move between the items, wrapping around', () => {
  renderNav()
  fireEvent.keyDown(toggle('Weight Loss'), { key: 'ArrowDown' })
  const focused = () => document.activeElement?.textContent
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

  press('ArrowDown')
  expect(focused()).toBe('RM3')
  press('ArrowDown')
  expect(focused()).toBe('Lifestyle')
  press('ArrowDown')
  expect(focused()).toBe('GLP Elite')
  press('ArrowUp')
  expect(focused()).toBe('Lifestyle')
  press('Home')
  expect(focused()).toBe('GLP Elite')
  press('End')
  expect(focused()).toBe('Lifestyle')
})

test('with the keyboard: Escape closes the menu and returns focus to its toggle', () => {
  renderNav()
  fireEvent.keyDown(toggle("Men's Health menu"), { key: 'ArrowDown' })
  expect(document.activeElement?.textContent).toBe('Testosterone')

  fireEvent.keyDown(document.activeElement!, { key: 'Escape' })

  expect(isOpen("Men's Health menu")).toBe(false)
  expect(document.activeElement).toBe(toggle("Men's Health menu"))
})

test('with the keyboard: moving focus out of an open menu (Tab) closes it', () => {
  renderNav()
  fireEvent.keyDown(toggle('Resources'), { key: 'ArrowDown' })
  expect(isOpen('Resources')).toBe(true)

  act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())

  expect(isOpen('Resources')).toBe(false)
})

test('with the keyboard: moving focus between the toggle and its items keeps the menu open', () => {
  renderNav()
  fireEvent.click(toggle('Resources'))
  toggle('Resources').focus()

  act(() => screen.getByRole('link', { name: 'Articles' }).focus())

  expect(isOpen('Resources')).toBe(true)
})

test('with the keyboard: Left and Right move between the top-level links and toggles', () => {
  renderNav()
  toggle('Weight Loss').focus()
  const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

  press('ArrowRight')
  expect(document.activeElement).toBe(screen.getByRole('link', { name: "Men's Health" }))
  press('ArrowRight')
  expect(document.activeElement).toBe(toggle("Men's Health menu"))
  press('ArrowLeft')
  press('ArrowLeft')
  press('ArrowLeft')
  expect(document.activeElement).toBe(toggle('Resources'))
})

test('with the keyboard: choosing an item closes the menu and navigates', () => {
  const router = renderNav()
  fireEvent.keyDown(toggle('Weight Loss'), { key: 'ArrowDown' })

  fireEvent.click(screen.getByRole('link', { name: 'RM3' }))

  expect(router.state.location.pathname).toBe('/rm3')
  expect(isOpen('Weight Loss')).toBe(false)
})

test('with the keyboard: the current page is marked in its menu', async () => {
  const router = renderNav()
  await act(() => router.navigate('/peptides'))

  fireEvent.click(toggle('RM Naturals menu'))

  expect(screen.getByRole('link', { name: 'Peptides' }).getAttribute('aria-current')).toBe('page')
})
