import { render } from '@testing-library/react'

import { usePageMeta } from './use-page-meta'

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description })
  return null
}

test('usePageMeta: sets the title and the one meta description, updating both when the page changes', () => {
  const { rerender } = render(<Page title="One | Renew Medical" description="First page." />)
  expect(document.title).toBe('One | Renew Medical')
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
    'First page.',
  )

  rerender(<Page title="Two | Renew Medical" description="Second page." />)
  expect(document.title).toBe('Two | Renew Medical')
  const metas = document.head.querySelectorAll('meta[name="description"]')
  expect(metas).toHaveLength(1)
  expect(metas[0]?.getAttribute('content')).toBe('Second page.')
})
