import { fireEvent, render, screen, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import type { Product } from '@/content/catalogues/catalogue-types'
import { peptidesCatalogue } from '@/content/catalogues/peptides'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { supplementsCatalogue } from '@/content/catalogues/supplements'

import { ProductCard } from './product-card'

const ignite = supplementsCatalogue.products[0]
const probiotic = supplementsCatalogue.products.find((product) => !product.inStock)!

/** A product's card, whose Quick View button opens its quick view. */
function renderCard(product: Product) {
  const onAdd = vi.fn()
  const element = (
    <ProductCard
      product={product}
      view="grid"
      labels={shopCopy.product}
      quickViewLabels={shopCopy.quickView}
      onAdd={onAdd}
    />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
  return { onAdd }
}

const opener = (product: Product) =>
  screen.getByRole('button', { name: `Quick View: ${product.name}` })

function openQuickView(product: Product) {
  fireEvent.click(opener(product))
  return screen.getByRole<HTMLDialogElement>('dialog', { name: product.name })
}

const quantityInput = () => screen.getByRole('spinbutton', { name: 'Quantity' })

test('the quick view is in the card, closed, and its button opens it by the platform’s invoker', () => {
  renderCard(ignite)
  expect(screen.queryByRole('dialog')).toBeNull()
  const dialog = document.querySelector('dialog')!
  expect(dialog.id).toBe(`quick-view-${ignite.id}`)
  expect(dialog.open).toBe(false)
  expect(opener(ignite).getAttribute('command')).toBe('show-modal')
  expect(opener(ignite).getAttribute('commandfor')).toBe(dialog.id)
  // The early-input hold lets its press through to the browser.
  expect(opener(ignite).hasAttribute('data-has-script')).toBe(true)
  const close = within(dialog).getByRole('button', { name: 'Close', hidden: true })
  expect(close.getAttribute('command')).toBe('close')
  expect(close.getAttribute('commandfor')).toBe(dialog.id)
})

test('the dialog is named by the product and shows its details', () => {
  renderCard(ignite)
  const dialog = openQuickView(ignite)
  expect(within(dialog).getByText('$59.99')).toBeTruthy()
  expect(within(dialog).getByText('Save $10')).toBeTruthy()
  expect(
    within(dialog).getByRole('img', { name: /Ignite Metabolic Support, 120 capsules/ }),
  ).toBeTruthy()
  expect(
    within(within(dialog).getByRole('list', { name: 'Key features' })).getAllByRole('listitem'),
  ).toHaveLength(ignite.features.length)
  expect(within(dialog).getByRole('link', { name: 'View full details' }).getAttribute('href')).toBe(
    '/shop/1',
  )
})

test('a product a physician reviews says so, and why; another does not', () => {
  const peptide = peptidesCatalogue.products[0]
  expect(peptide.needsReview).toBe(true)
  renderCard(peptide)
  const dialog = openQuickView(peptide)
  expect(dialog.querySelector('[data-slot="needs-review"]')?.textContent).toBe(
    'Needs a physician’s review A physician reviews this product before we confirm your order.',
  )
})

test('a product without review has no review note', () => {
  renderCard(ignite)
  expect(openQuickView(ignite).querySelector('[data-slot="needs-review"]')).toBeNull()
})

test('the quantity starts at 1 and cannot go below 1', () => {
  renderCard(ignite)
  openQuickView(ignite)
  expect(quantityInput()).toHaveProperty('value', '1')
  const decrease = screen.getByRole('button', { name: 'Decrease quantity' })
  expect(decrease).toHaveProperty('disabled', true)

  fireEvent.change(quantityInput(), { target: { value: '0' } })
  fireEvent.blur(quantityInput())
  expect(quantityInput()).toHaveProperty('value', '1')
  fireEvent.change(quantityInput(), { target: { value: '-4' } })
  fireEvent.blur(quantityInput())
  expect(quantityInput()).toHaveProperty('value', '1')
})

test('there is no upper bound; Add to Cart adds that many and closes, and the next opening starts at 1', () => {
  const { onAdd } = renderCard(ignite)
  const dialog = openQuickView(ignite)
  const increase = screen.getByRole('button', { name: 'Increase quantity' })
  for (let i = 0; i < 11; i += 1) fireEvent.click(increase)
  expect(quantityInput()).toHaveProperty('value', '12')
  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
  expect(quantityInput()).toHaveProperty('value', '11')

  fireEvent.change(quantityInput(), { target: { value: '250' } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(ignite, 250)
  expect(dialog.open).toBe(false)

  openQuickView(ignite)
  expect(quantityInput()).toHaveProperty('value', '1')
})

test('closed without adding, the next opening starts at 1 too', () => {
  const { onAdd } = renderCard(ignite)
  const dialog = openQuickView(ignite)
  fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }))
  expect(quantityInput()).toHaveProperty('value', '2')
  fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
  expect(dialog.open).toBe(false)
  openQuickView(ignite)
  expect(quantityInput()).toHaveProperty('value', '1')
  expect(onAdd).not.toHaveBeenCalled()
})

test('out of stock, Add to Cart is disabled and says so', () => {
  const { onAdd } = renderCard(probiotic)
  const dialog = openQuickView(probiotic)
  const button = within(dialog).getByRole('button', { name: 'Out of Stock' })
  expect(button).toHaveProperty('disabled', true)
  expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).toBeNull()
  fireEvent.click(button)
  expect(onAdd).not.toHaveBeenCalled()
})

test('Escape closes it, and focus goes back to Quick View', () => {
  renderCard(ignite)
  opener(ignite).focus()
  const dialog = openQuickView(ignite)
  fireEvent.keyDown(dialog, { key: 'Escape' })
  expect(dialog.open).toBe(false)
  expect(document.activeElement).toBe(opener(ignite))
})

test('opened by the browser before the code ran, the code takes it over open: Add to Cart adds and closes', () => {
  const { onAdd } = renderCard(ignite)
  const dialog = document.querySelector('dialog')!
  // As the invoker opened it from the HTML: no call of the code's own open.
  dialog.open = true
  expect(screen.getByRole('dialog', { name: ignite.name })).toBe(dialog)
  fireEvent.click(within(dialog).getByRole('button', { name: 'Add to Cart' }))
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(ignite, 1)
  expect(dialog.open).toBe(false)
})
