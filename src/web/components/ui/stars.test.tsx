import { render } from '@testing-library/react'

import { Stars, wholeStars } from './stars'

test('a rating fills its floor, between none and five', () => {
  expect([-1, 0, 3.9, 4, 5, 7].map(wholeStars)).toEqual([0, 0, 3, 4, 5, 5])
})

test('five hidden stars, the first ones filled, the rest in the empty color', () => {
  const { container } = render(
    <Stars filled={3} className="size-4" emptyClassName="text-muted-foreground/60" />,
  )
  const stars = [...container.querySelectorAll('svg')]
  expect(stars).toHaveLength(5)
  expect(stars.every((star) => star.getAttribute('aria-hidden') === 'true')).toBe(true)
  const classes = stars.map((star) =>
    star.getAttribute('class')?.replace(/^lucide lucide-star /, ''),
  )
  expect(classes).toEqual([
    ...Array<string>(3).fill('size-4 fill-amber text-amber'),
    ...Array<string>(2).fill('size-4 fill-transparent text-muted-foreground/60'),
  ])
})
