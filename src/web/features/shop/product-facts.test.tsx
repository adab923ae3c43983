import { render, screen, within } from '@testing-library/react'

import { allProducts } from '@/content/catalogues/all-catalogues'
import { productFacts } from '@/content/catalogues/product-facts'
import { shopCopy } from '@/content/catalogues/shop-copy'

import { ProductFacts } from './product-facts'
import { relatedProducts } from './product-page'

const byId = (id: string) => allProducts.find((product) => product.id === id)!
const labels = shopCopy.productPage.facts

/** The table's rows as the cells read: header, amount, % Daily Value. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent))

test('Supplement Facts: a region and a table named by the panel, serving first, each row in its cells', () => {
  render(<ProductFacts facts={productFacts['3']!} labels={labels} />)

  const region = screen.getByRole('region', { name: 'Supplement Facts' })
  const table = within(region).getByRole('table', { name: /^Supplement Facts/ })
  const caption = table.querySelector('caption')!
  expect(caption.textContent).toBe(
    'Supplement FactsServing Size 1 SoftgelServings Per Container 90',
  )
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Amount Per Serving', '% Daily Value'])
  expect(rowsOf(table)).toEqual([
    ['Vitamin D3 (as cholecalciferol)', '125 mcg (5,000 IU)', '625%'],
    ['Vitamin K2 (as menaquinone-7)', '100 mcg', '83%'],
  ])
  expect(within(table).getAllByRole('rowheader')).toHaveLength(2)
  expect(screen.getByText(/^Other ingredients:/).parentElement?.textContent).toBe(
    'Other ingredients: Extra virgin olive oil, softgel (bovine gelatin, glycerin, purified water).',
  )
  // No calories, no dagger: neither footnote.
  expect(screen.queryByText(/2,000 calorie diet/)).toBeNull()
  expect(screen.queryByText(/Daily Value not established/)).toBeNull()
})

test('Supplement Facts: † is read out, footnoted, and calories bring the 2,000-calorie note', () => {
  render(<ProductFacts facts={productFacts['5']!} labels={labels} />)

  const table = screen.getByRole('table', { name: /^Supplement Facts/ })
  const epa = within(table).getByRole('row', { name: /EPA/ })
  const [, , dailyValue] = epa.querySelectorAll('th, td')
  expect(dailyValue?.querySelector('[aria-hidden="true"]')?.textContent).toBe('†')
  expect(dailyValue?.querySelector('.sr-only')?.textContent).toBe('Daily Value not established.')
  // Calories have no % Daily Value at all.
  expect(rowsOf(table)[0]).toEqual(['Calories', '20', ''])
  expect(screen.getByText('† Daily Value not established.')).toBeTruthy()
  expect(screen.getByText('Percent Daily Values are based on a 2,000 calorie diet.')).toBeTruthy()
  expect(screen.getByText(/^Contains:/).parentElement?.textContent).toBe(
    'Contains: Fish (anchovy, sardine)',
  )
})

test('a topical product shows its ingredients, not Supplement Facts', () => {
  render(<ProductFacts facts={productFacts['peptide-4']!} labels={labels} />)

  expect(screen.queryByText('Supplement Facts')).toBeNull()
  const region = screen.getByRole('region', { name: 'Ingredients' })
  const table = within(region).getByRole('table', { name: 'Ingredients' })
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Key ingredient', 'Amount'])
  expect(rowsOf(table)).toEqual([
    ['Copper tripeptide-1 (GHK-Cu)', '1%'],
    ['Sodium hyaluronate (hyaluronic acid)', '1%'],
  ])
  expect(within(region).getByText(/^Full ingredients:/).parentElement?.textContent).toMatch(
    /^Full ingredients: Water \(aqua\), glycerin, copper tripeptide-1/,
  )
})

test('“You may also like” suggests only what is in stock, same category first', () => {
  const vitaminD = byId('3')
  const supplements = allProducts.filter((product) => product.catalogue === 'supplements')
  // Probiotic Balance (out of stock) would have been third.
  expect(relatedProducts(vitaminD, supplements).map((product) => product.id)).toEqual([
    '2',
    '1',
    '5',
  ])
  expect(relatedProducts(byId('5'), supplements).map((product) => product.id)).toEqual([
    '6',
    '1',
    '2',
  ])
})
