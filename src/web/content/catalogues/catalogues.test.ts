import { allProducts, catalogues } from './all-catalogues'
import { cartButtonCopy } from './cart-button-copy'
import type { Product, SupplementFacts } from './catalogue-types'
import { factsOf } from './product-facts'
import { shopCopy } from './shop-copy'

// The catalogue data itself against docs/product.md, Shop.

const idStyle = {
  supplements: /^[1-6]$/,
  shakes: /^shake-[1-6]$/,
  peptides: /^peptide-[1-6]$/,
  'other-naturals': /^natural-[1-6]$/,
} as const

test('four catalogues at the spec routes, with the spec search placeholders', () => {
  expect(catalogues.map((catalogue) => [catalogue.path, catalogue.searchPlaceholder])).toEqual([
    ['/supplements', 'Search supplements...'],
    ['/shakes', 'Search shakes...'],
    ['/peptides', 'Search peptides...'],
    ['/other-naturals', 'Search botanicals...'],
  ])
})

test('slider bounds and steps are the specified ones', () => {
  expect(catalogues.map((catalogue) => catalogue.price)).toEqual([
    { min: 0, max: 200, step: 5 },
    { min: 0, max: 200, step: 5 },
    { min: 0, max: 500, step: 10 },
    { min: 0, max: 150, step: 5 },
  ])
})

test('the filter panels list the specified categories; supplements adds four and has three brands', () => {
  const [supplements] = catalogues
  expect(supplements!.categories).toEqual([
    'Energy & Metabolism',
    'Vitamins',
    'Digestive Health',
    'Heart Health',
    'Weight Loss',
    'Minerals',
    'Immune Support',
    'Brain Health',
  ])
  expect(supplements!.brands).toEqual(['Renew Medical', 'RM Naturals', 'RM Elite Series'])
  expect(catalogues.slice(1).every((catalogue) => catalogue.brands === undefined)).toBe(true)
  // Supplement products are in the spec's four product categories.
  expect(new Set(supplements!.products.map((product) => product.category))).toEqual(
    new Set(['Energy & Metabolism', 'Vitamins', 'Digestive Health', 'Heart Health']),
  )
})

test.each(catalogues.map((catalogue) => [catalogue.id, catalogue] as const))(
  '%s: six products in the spec id style, valid and sortable',
  (id, catalogue) => {
    const { products } = catalogue
    expect(products).toHaveLength(6)
    for (const product of products) {
      expect(product.id).toMatch(idStyle[id])
      expect(product.catalogue).toBe(id)
      expect(catalogue.categories).toContain(product.category)
      expect(Number.isInteger(product.priceCents)).toBe(true)
      expect(product.priceCents).toBeGreaterThan(0)
      // Every product can be reached with the price slider.
      expect(product.priceCents).toBeLessThanOrEqual(catalogue.price.max * 100)
      if (product.originalPriceCents !== undefined) {
        expect(product.originalPriceCents).toBeGreaterThan(product.priceCents)
      }
      expect(product.rating).toBeGreaterThanOrEqual(0)
      expect(product.rating).toBeLessThanOrEqual(5)
      expect(product.features.length).toBeGreaterThanOrEqual(4)
      expect(product.image.alt).toContain(product.image.contents.split(' ')[0])
    }
    // Some out of stock, some on offer, flags in use.
    expect(products.some((product) => !product.inStock)).toBe(true)
    expect(products.some((product) => product.inStock)).toBe(true)
    expect(products.some((product) => product.originalPriceCents !== undefined)).toBe(true)
    expect(products.some((product) => product.bestseller || product.newProduct)).toBe(true)
    // Distinct prices, ratings and names, so every sort order is unambiguous.
    for (const key of ['priceCents', 'rating', 'name'] as const) {
      expect(new Set(products.map((product) => product[key])).size).toBe(6)
    }
  },
)

test('product ids are unique across the shop', () => {
  expect(new Set(allProducts.map((product) => product.id)).size).toBe(24)
})

test('product copy makes no disease claims', () => {
  const text = allProducts
    .flatMap((product) => [product.name, product.description, ...product.features])
    .join(' ')
  expect(text).not.toMatch(/\b(cure|cures|treats?|prevents?|diagnos\w*|heals?)\b/i)
})

// ---- the facts panel ----------------------------------------------------------------------

/** What goes on the skin says so in its features; everything else is swallowed. */
const isTopical = (product: Product) => product.features.includes('For external use only')

/** The FDA's Daily Values for adults (21 CFR 101.9 and 101.36), in the unit the labels use. */
const dailyValues: Record<string, { amount: number; unit: string }> = {
  'Vitamin A': { amount: 900, unit: 'mcg' },
  'Vitamin C': { amount: 90, unit: 'mg' },
  'Vitamin D': { amount: 20, unit: 'mcg' },
  'Vitamin E': { amount: 15, unit: 'mg' },
  'Vitamin K': { amount: 120, unit: 'mcg' },
  Thiamin: { amount: 1.2, unit: 'mg' },
  Riboflavin: { amount: 1.3, unit: 'mg' },
  Niacin: { amount: 16, unit: 'mg' },
  'Vitamin B6': { amount: 1.7, unit: 'mg' },
  Folate: { amount: 400, unit: 'mcg' },
  'Vitamin B12': { amount: 2.4, unit: 'mcg' },
  Biotin: { amount: 30, unit: 'mcg' },
  'Pantothenic Acid': { amount: 5, unit: 'mg' },
  Calcium: { amount: 1300, unit: 'mg' },
  Iron: { amount: 18, unit: 'mg' },
  Iodine: { amount: 150, unit: 'mcg' },
  Magnesium: { amount: 420, unit: 'mg' },
  Zinc: { amount: 11, unit: 'mg' },
  Selenium: { amount: 55, unit: 'mcg' },
  Copper: { amount: 0.9, unit: 'mg' },
  Manganese: { amount: 2.3, unit: 'mg' },
  Chromium: { amount: 35, unit: 'mcg' },
  Molybdenum: { amount: 45, unit: 'mcg' },
  Potassium: { amount: 4700, unit: 'mg' },
  Sodium: { amount: 2300, unit: 'mg' },
  'Total Fat': { amount: 78, unit: 'g' },
  'Total Carbohydrate': { amount: 275, unit: 'g' },
  'Dietary Fiber': { amount: 28, unit: 'g' },
}

/** Every "number unit" in a text: '25 mcg (1,000 IU)' → 25 mcg and 1000 IU. */
function amountsIn(text: string) {
  return [...text.matchAll(/(\d[\d,]*(?:\.\d+)?) (billion CFU|mcg|mg|g|IU|ml)\b/g)].map(
    ([, value, unit]) => ({ value: Number(value!.replaceAll(',', '')), unit: unit! }),
  )
}

const percent = (text: string) => Number(text.replace(/[,%]/g, ''))
const supplementFacts = allProducts.flatMap((product) =>
  factsOf(product.id)?.kind === 'supplement'
    ? [[product.id, product, factsOf(product.id) as SupplementFacts] as const]
    : [],
)

test('every ingestible product has Supplement Facts, every topical one its ingredients', () => {
  for (const product of allProducts) {
    expect(factsOf(product.id)?.kind, product.id).toBe(
      isTopical(product) ? 'topical' : 'supplement',
    )
  }
  expect(allProducts.filter(isTopical).map((product) => product.id)).toEqual([
    'peptide-4',
    'peptide-6',
  ])
})

test.each(supplementFacts)(
  '%s: the panel is complete, and its % Daily Values are the FDA’s for its amounts',
  (_id, _product, facts) => {
    expect(facts.servingSize).not.toBe('')
    expect(Number.isInteger(facts.servingsPerContainer)).toBe(true)
    expect(facts.rows.length).toBeGreaterThan(0)
    expect(new Set(facts.rows.map((row) => row.ingredient)).size).toBe(facts.rows.length)
    for (const row of facts.rows) {
      expect(row.amount).not.toBe('')
      if (row.dailyValue !== undefined) expect(row.dailyValue).toMatch(/^(†|[\d,]+%)$/)
      const nutrient = Object.keys(dailyValues).find((name) => row.ingredient.startsWith(name))
      if (!nutrient || row.dailyValue === undefined || row.dailyValue === '†') continue
      const dv = dailyValues[nutrient]!
      const amount = amountsIn(row.amount).find((candidate) => candidate.unit === dv.unit)
      expect(amount, `${row.ingredient} in ${dv.unit}`).toBeDefined()
      expect(percent(row.dailyValue), row.ingredient).toBe(
        Math.round((amount!.value / dv.amount) * 100),
      )
    }
    // Protein's % Daily Value is corrected for its quality: never above grams ÷ 50 g.
    const protein = facts.rows.find((row) => row.ingredient === 'Protein')
    if (protein?.dailyValue) {
      expect(percent(protein.dailyValue)).toBeLessThanOrEqual(
        amountsIn(protein.amount)[0]!.value * 2,
      )
    }
  },
)

test.each(supplementFacts)(
  '%s: the serving and servings add up to the size on the label',
  (_id, product, facts) => {
    const servings = /(\d+) servings/.exec(product.size)
    if (servings) expect(facts.servingsPerContainer).toBe(Number(servings[1]))
    const units = /^(\d+) (capsules|tablets|softgels|tea bags|vials)\b/.exec(product.size)
    if (units) {
      const perServing = Number(/^(\d+) /.exec(facts.servingSize)?.[1])
      expect(perServing * facts.servingsPerContainer).toBe(Number(units[1]))
    }
    // A scoop's weight times the servings is the tub's net weight.
    const grams = /^(\d+) g/.exec(product.size)
    const scoop = /\((\d+) g\)/.exec(facts.servingSize)
    if (grams && scoop) {
      expect(Number(scoop[1]) * facts.servingsPerContainer).toBe(Number(grams[1]))
    }
    expect(servings || units).toBeTruthy()
  },
)

test.each(supplementFacts)(
  '%s: the calories agree with the fat, carbohydrate and protein declared',
  (_id, _product, facts) => {
    const grams = (name: string) => {
      const row = facts.rows.find((candidate) => candidate.ingredient === name)
      return row ? amountsIn(row.amount)[0]!.value : 0
    }
    const calories = facts.rows.find((row) => row.ingredient === 'Calories')
    const atwater = 9 * grams('Total Fat') + 4 * grams('Total Carbohydrate') + 4 * grams('Protein')
    if (!calories) {
      expect(atwater).toBe(0)
      return
    }
    expect(Math.abs(Number(calories.amount) - atwater)).toBeLessThanOrEqual(
      Math.max(5, Number(calories.amount) * 0.2),
    )
  },
)

test.each(supplementFacts)(
  '%s: every amount the features name is on the panel',
  (_id, product, facts) => {
    const onPanel = facts.rows.flatMap((row) => amountsIn(row.amount))
    // A feature may name a sum of two rows (EPA and DHA).
    const sums = onPanel.flatMap((a, index) =>
      onPanel
        .slice(index + 1)
        .flatMap((b) => (a.unit === b.unit ? [{ value: a.value + b.value, unit: a.unit }] : [])),
    )
    const known = [...onPanel, ...sums].map(({ value, unit }) => `${value} ${unit}`)
    for (const named of product.features.flatMap(amountsIn)) {
      if (named.unit === 'ml') continue
      expect(known, `${named.value} ${named.unit}`).toContain(`${named.value} ${named.unit}`)
    }
  },
)

test('topical products list their key ingredients among all their ingredients', () => {
  for (const product of allProducts) {
    const facts = factsOf(product.id)
    if (facts?.kind !== 'topical') continue
    expect(facts.keyIngredients.length).toBeGreaterThan(0)
    for (const { ingredient, amount } of facts.keyIngredients) {
      expect(amount).toMatch(/^\d+(\.\d+)?%$/)
      // Its INCI names (before any parenthesis), each in the full list.
      for (const inci of ingredient
        .split(' (')[0]!
        .toLowerCase()
        .split(/, | and /)) {
        expect(facts.ingredients.toLowerCase()).toContain(inci)
      }
    }
  }
})

test('the header’s cart button is named as the shop names its cart', () => {
  for (const count of [0, 1, 2, 120]) {
    expect(cartButtonCopy.buttonCount(count)).toBe(shopCopy.cart.buttonCount(count))
  }
  expect(cartButtonCopy.buttonCount(1)).toBe('Cart, 1 item')
})
