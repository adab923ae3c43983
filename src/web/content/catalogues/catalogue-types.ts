// The shape of the RM Naturals catalogues (docs/product.md, Shop). Money is held in integer cents
// so sums never drift; pages show it with two decimals.

/** The four catalogues, by the route each one lives at. */
export type CatalogueId = 'supplements' | 'shakes' | 'peptides' | 'other-naturals'

/** A main brand, a naturals line and an elite series. */
export type ShopBrand = 'Renew Medical' | 'RM Naturals' | 'RM Elite Series'

/** The packaging a packshot draws. */
export type PackshotShape = 'bottle' | 'tub' | 'vial' | 'pouch' | 'dropper' | 'jar'

/** Brand colors a packshot is printed in (mapped to fills by the packshot component). */
export type PackshotTone = 'teal' | 'navy' | 'amber' | 'sage' | 'plum' | 'coral' | 'sky' | 'cocoa'

/** What the packshot component draws for a product, and its text alternative. */
export type ProductImage = {
  shape: PackshotShape
  tone: PackshotTone
  /** The big word on the label (short: about ten characters fit). */
  label: string
  /** The line under it. */
  sublabel: string
  /** The net contents printed at the bottom of the label. */
  contents: string
  alt: string
}

export type Product = {
  /** The id style: '1'…'6', 'shake-1'…, 'peptide-1'…, 'natural-1'…. */
  id: string
  catalogue: CatalogueId
  name: string
  brand: ShopBrand
  priceCents: number
  /** The price before the current offer; the savings badge shows the difference. */
  originalPriceCents?: number
  image: ProductImage
  category: string
  /** 0-5. */
  rating: number
  /** How many reviews the rating comes from. */
  reviews: number
  description: string
  features: readonly string[]
  /** Net contents and servings, e.g. '120 capsules · 30-day supply'. */
  size: string
  /** How to take or use it, shown on the product page. */
  directions: string
  inStock: boolean
  /**
   * A physician reviews it before an order holding it is confirmed (docs/product.md, Orders).
   * The content's value is the build's; the live catalogue's replaces it once the page runs.
   */
  needsReview?: boolean
  bestseller?: boolean
  newProduct?: boolean
  /**
   * The most one order may hold. Not content: the live catalogue sets it once the page runs
   * (docs/decisions/024-live-catalogue-in-the-browser.md); without it there is no limit.
   */
  maxPerOrder?: number
}

/**
 * One line of a Supplement Facts panel. `dailyValue` is a percentage such as '100%', or '†' where
 * no Daily Value is established; left out where none is declared (calories, sugars, protein
 * without a quality-corrected value).
 */
export type FactsRow = { ingredient: string; amount: string; dailyValue?: string }

/** What an ingestible product's label prints: the FDA's Supplement Facts panel. */
export type SupplementFacts = {
  kind: 'supplement'
  /** e.g. '4 Capsules', '1 Scoop (30 g)'. */
  servingSize: string
  servingsPerContainer: number
  rows: readonly FactsRow[]
  /** Everything else in it, in the label's words; none for a single ingredient. */
  otherIngredients?: string
  /** The allergen statement, e.g. 'Milk'. */
  contains?: string
}

/** What a topical product's label prints: its key ingredients with amounts, then the full list. */
export type TopicalIngredients = {
  kind: 'topical'
  keyIngredients: readonly { ingredient: string; amount: string }[]
  /** The full ingredient list (INCI names), in the label's order. */
  ingredients: string
}

export type ProductFacts = SupplementFacts | TopicalIngredients

/** Icons a hero value point may name (mapped to icons in features/marketing/value-points.tsx). */
export type ValuePointIcon =
  | 'stethoscope'
  | 'flask'
  | 'shield-check'
  | 'truck'
  | 'leaf'
  | 'dumbbell'
  | 'sparkles'
  | 'rotate-ccw'

export type Catalogue = {
  id: CatalogueId
  path: string
  /** The catalogue's short name, e.g. 'Supplements' (breadcrumbs, related links). */
  name: string
  meta: { title: string; description: string }
  hero: {
    eyebrow: string
    /** The page's h1. */
    title: string
    intro: string
    /** Four value points. */
    valuePoints: readonly [ValuePoint, ValuePoint, ValuePoint, ValuePoint]
  }
  /** 'Search supplements...' and its siblings. */
  searchPlaceholder: string
  /** The accessible name of the search box. */
  searchLabel: string
  /** Every category the filter panel lists, in order. */
  categories: readonly string[]
  /** The price slider, in whole dollars. */
  price: { min: number; max: number; step: number }
  /** The brand filter; only the supplements page has one. */
  brands?: readonly ShopBrand[]
  /** Six products; their order is the 'featured' order. */
  products: readonly Product[]
}

type ValuePoint = { title: string; description: string; icon: ValuePointIcon }
