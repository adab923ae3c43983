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

describe('with the pointer', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const wait = async (ms: number) => {
    await act(() => vi.advanceTimersByTime(ms))
  }

  test('a menu opens when the pointer enters its trigger', () => {
    renderNav()

    fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

    expect(isOpen('Weight Loss')).toBe(true)
  })

  test('a menu closes 300 ms after the pointer leaves its trigger, not sooner', async () => {
    renderNav()
    fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

    fireEvent.pointerLeave(triggerOf('Weight Loss'), mouse)
    await wait(299)
    expect(isOpen('Weight Loss')).toBe(true)
    await wait(1)
    expect(isOpen('Weight Loss')).toBe(false)
  })

  test('a menu closes 150 ms after the pointer leaves the open menu, not sooner', async () => {
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

  test('coming back in before the delay keeps the menu open', async () => {
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

  test('a click on a toggle the pointer has just opened keeps the menu open', () => {
    renderNav()

    fireEvent.pointerEnter(triggerOf("Men's Health menu"), mouse)
    fireEvent.click(toggle("Men's Health menu"))

    expect(isOpen("Men's Health menu")).toBe(true)
  })

  test('a touch does not open a menu by itself; the tap (click) does', () => {
    renderNav()

    fireEvent.pointerEnter(triggerOf('Weight Loss'), { pointerType: 'touch' })
    expect(isOpen('Weight Loss')).toBe(false)
    fireEvent.click(toggle('Weight Loss'))
    expect(isOpen('Weight Loss')).toBe(true)
  })

  test('a click elsewhere closes the open menu at once', () => {
    renderNav()
    fireEvent.pointerEnter(triggerOf('Weight Loss'), mouse)

    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }))

    expect(isOpen('Weight Loss')).toBe(false)
  })
})

describe('with the keyboard', () => {
  test('ArrowDown on a toggle opens its menu and focuses the first item', () => {
    renderNav()
    toggle('Resources').focus()

    fireEvent.keyDown(toggle('Resources'), { key: 'ArrowDown' })

    expect(isOpen('Resources')).toBe(true)
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Journal' }))
  })

  test('ArrowUp on a toggle opens its menu at the last item', () => {
    renderNav()

    fireEvent.keyDown(toggle('Resources'), { key: 'ArrowUp' })

    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Downloads' }))
  })

  test('arrow keys, Home and End move between the items, wrapping around', () => {
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

  test('Escape closes the menu and returns focus to its toggle', () => {
    renderNav()
    fireEvent.keyDown(toggle("Men's Health menu"), { key: 'ArrowDown' })
    expect(document.activeElement?.textContent).toBe('Testosterone')

    fireEvent.keyDown(document.activeElement!, { key: 'Escape' })

    expect(isOpen("Men's Health menu")).toBe(false)
    expect(document.activeElement).toBe(toggle("Men's Health menu"))
  })

  test('moving focus out of an open menu (Tab) closes it', () => {
    renderNav()
    fireEvent.keyDown(toggle('Resources'), { key: 'ArrowDown' })
    expect(isOpen('Resources')).toBe(true)

    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus())

    expect(isOpen('Resources')).toBe(false)
  })

  test('moving focus between the toggle and its items keeps the menu open', () => {
    renderNav()
    fireEvent.click(toggle('Resources'))
    toggle('Resources').focus()

    act(() => screen.getByRole('link', { name: 'Articles' }).focus())

    expect(isOpen('Resources')).toBe(true)
  })

  test('Left and Right move between the top-level links and toggles', () => {
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

  test('choosing an item closes the menu and navigates', () => {
    const router = renderNav()
    fireEvent.keyDown(toggle('Weight Loss'), { key: 'ArrowDown' })

    fireEvent.click(screen.getByRole('link', { name: 'RM3' }))

    expect(router.state.location.pathname).toBe('/rm3')
    expect(isOpen('Weight Loss')).toBe(false)
  })

  test('the current page is marked in its menu', async () => {
    const router = renderNav()
    await act(() => router.navigate('/peptides'))

    fireEvent.click(toggle('RM Naturals menu'))

    expect(screen.getByRole('link', { name: 'Peptides' }).getAttribute('aria-current')).toBe('page')
  })
})
