import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router'

import type { Product } from '@/content/catalogues/catalogue-types'
import { peptidesCatalogue } from '@/content/catalogues/peptides'
import { shopCopy } from '@/content/catalogues/shop-copy'
import { supplementsCatalogue } from '@/content/catalogues/supplements'

import { QuickViewDialog } from './quick-view-dialog'

const ignite = supplementsCatalogue.products[0]
const probiotic = supplementsCatalogue.products.find((product) => !product.inStock)!

function renderQuickView(product: Product | null) {
  const onAdd = vi.fn()
  const onClose = vi.fn()
  const element = (
    <QuickViewDialog product={product} onAdd={onAdd} onClose={onClose} copy={shopCopy} />
  )
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />)
  return { onAdd, onClose }
}

const quantityInput = () => screen.getByRole('spinbutton', { name: 'Quantity' })

test('no product, no dialog', () => {
  renderQuickView(null)
  expect(screen.queryByRole('dialog')).toBeNull()
})

test('the dialog is named by the product and shows its details', () => {
  renderQuickView(ignite)
  const dialog = screen.getByRole('dialog', { name: 'Ignite Metabolic Support' })
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
  renderQuickView(peptide)
  const dialog = screen.getByRole('dialog', { name: peptide.name })
  expect(dialog.querySelector('[data-slot="needs-review"]')?.textContent).toBe(
    'Needs a physician’s review A physician reviews this product before we confirm your order.',
  )
})

test('a product without review has no review note', () => {
  renderQuickView(ignite)
  expect(screen.getByRole('dialog').querySelector('[data-slot="needs-review"]')).toBeNull()
})

test('the quantity starts at 1 and cannot go below 1', () => {
  renderQuickView(ignite)
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

test('there is no upper bound, and Add to Cart adds that many', () => {
  const { onAdd } = renderQuickView(ignite)
  const increase = screen.getByRole('button', { name: 'Increase quantity' })
  for (let i = 0; i < 11; i += 1) fireEvent.click(increase)
  expect(quantityInput()).toHaveProperty('value', '12')
  fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity' }))
  expect(quantityInput()).toHaveProperty('value', '11')

  fireEvent.change(quantityInput(), { target: { value: '250' } })
  fireEvent.click(screen.getByRole('button', { name: 'Add to Cart' }))
  expect(onAdd).toHaveBeenCalledExactlyOnceWith(ignite, 250)
})

test('out of stock, Add to Cart is disabled and says so', () => {
  const { onAdd } = renderQuickView(probiotic)
  const button = screen.getByRole('button', { name: 'Out of Stock' })
  expect(button).toHaveProperty('disabled', true)
  expect(screen.queryByRole('button', { name: 'Add to Cart' })).toBeNull()
  fireEvent.click(button)
  expect(onAdd).not.toHaveBeenCalled()
})

test('Escape asks to close', () => {
  const { onClose } = renderQuickView(ignite)
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
  expect(onClose).toHaveBeenCalledOnce()
})

test('focus moves to the dialog itself, not into the quantity field', async () => {
  renderQuickView(ignite)
  const dialog = screen.getByRole('dialog')
  await waitFor(() => expect(document.activeElement).toBe(dialog))
})
