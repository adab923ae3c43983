import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'

import { blogArticles, blogCategoryIllustrations, blogPage } from '@/content/blog'

import { JournalIllustration, journalIllustrationNames } from './journal-illustration'

const categories = blogPage.categories.filter((category) => category !== 'All')

test('each journal category has an illustration of its own, shared with no other category', () => {
  const names = categories.map((category) => blogCategoryIllustrations[category])
  expect(names).toHaveLength(6)
  expect(new Set(names).size).toBe(names.length)
  for (const name of names) expect(journalIllustrationNames).toContain(name)
  // Different names, and different drawings too.
  const drawings = names.map((name) => renderToString(<JournalIllustration name={name} />))
  expect(new Set(drawings).size).toBe(names.length)
})

test('every article shows its category’s illustration', () => {
  for (const article of blogArticles) {
    expect(`${article.id}: ${article.illustration}`).toBe(
      `${article.id}: ${blogCategoryIllustrations[article.category]}`,
    )
  }
})

test('each illustration is a small inline drawing, hidden from assistive technology', () => {
  for (const name of journalIllustrationNames) {
    const markup = renderToString(<JournalIllustration name={name} />)
    expect(markup.length, name).toBeLessThan(2048)
    expect(markup).not.toMatch(/href=|url\(|<image|<text/)

    const { container, unmount } = render(<JournalIllustration name={name} className="rounded" />)
    const svg = container.querySelector('svg')!
    expect(svg.getAttribute('aria-hidden')).toBe('true')
    expect(svg.getAttribute('focusable')).toBe('false')
    expect(svg.dataset.illustration).toBe(name)
    expect(svg.getAttribute('class')).toContain('rounded')
    // A ground and a drawing on it, not an empty frame.
    expect(svg.querySelectorAll('path, circle, rect, ellipse').length).toBeGreaterThan(4)
    unmount()
  }
})
