import { render, screen, within } from '@testing-library/react'

import { Byline } from './byline'

test('a byline lists its items, each but the last ending in a separator hidden from assistive technology', () => {
  render(
    <Byline aria-label="About this article" className="text-sm">
      <span>Dr. Jane Doe</span>
      <span>
        Published <time dateTime="2025-05-12">May 12, 2025</time>
      </span>
      <span>3 min read</span>
    </Byline>,
  )
  const list = screen.getByRole('list', { name: 'About this article' })
  expect(list.getAttribute('class')).toContain('text-sm')
  const items = within(list).getAllByRole('listitem')
  expect(items.map((item) => item.textContent)).toEqual([
    'Dr. Jane Doe·',
    'Published May 12, 2025·',
    '3 min read',
  ])
  for (const item of items.slice(0, -1)) {
    const separator = item.lastElementChild!
    expect(separator.textContent).toBe('·')
    expect(separator.getAttribute('aria-hidden')).toBe('true')
    // Nothing between the item's last word and its separator: no line can break before it.
    expect(separator.previousSibling?.textContent).not.toMatch(/\s$/)
  }
  expect(items.at(-1)!.querySelector('[aria-hidden]')).toBeNull()
})

test('a byline of one item has no separator', () => {
  render(
    <Byline>
      <span>Dr. Jane Doe</span>
    </Byline>,
  )
  expect(screen.getByRole('listitem').textContent).toBe('Dr. Jane Doe')
})
