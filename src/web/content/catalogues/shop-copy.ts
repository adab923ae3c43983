// The shop's interface copy (docs/product.md, Shop): every label the catalogue pages, quick view,
// cart drawer and product pages show. Product copy lives in the catalogues.
import { salesTerms } from '@/content/sales-terms'

import { type CartCopy, cartCopy, FREE_SHIPPING_THRESHOLD_CENTS } from './cart-copy'

export type SortKey = 'featured' | 'price-low' | 'price-high' | 'rating' | 'name'
export type ViewMode = 'grid' | 'list'

export type ShopCopy = {
  backHome: string
  /** Free shipping over $75, in cents. */
  freeShippingThresholdCents: number
  toolbar: {
    sortLabel: string
    /** The sort options, in order: featured is the default. */
    sortOptions: readonly { value: SortKey; label: string }[]
    viewLabel: string
    views: readonly { value: ViewMode; label: string }[]
    /** 'Showing X of Y products'. */
    showing: (shown: number, total: number) => string
    productsHeading: string
  }
  filters: {
    heading: string
    open: string
    close: string
    clearAll: string
    categories: string
    categoryOption: (category: string, count: number) => string
    price: string
    minPrice: string
    maxPrice: string
    brand: string
    allBrands: string
  }
  empty: { title: string; body: string; action: string }
  product: {
    bestseller: string
    newProduct: string
    outOfStock: string
    inStock: string
    addToCart: string
    quickView: string
    /** The savings badge, originalPrice minus price in whole dollars. */
    save: (dollars: number) => string
    wasPrice: string
    nowPrice: string
    rating: (stars: number) => string
    reviews: (count: number) => string
    moreFeatures: (count: number) => string
    quantity: string
    decrease: string
    increase: string
    added: string
    addedBody: (quantity: number, name: string) => string
    /** The added-to-cart toast's action, which opens the cart. */
    viewCart: string
    /** A product a physician reviews before the order is confirmed (docs/product.md, Orders). */
    needsReview: string
    needsReviewBody: string
  }
  quickView: { viewDetails: string; close: string; features: string }
  cart: CartCopy
  productPage: {
    breadcrumb: string
    home: string
    backTo: (catalogue: string) => string
    titleSuffix: string
    features: string
    directions: string
    details: string
    category: string
    brand: string
    size: string
    related: string
    shipping: string
    guarantee: string
    fdaNote: string
    /** The facts panel: Supplement Facts as the FDA lays it out, or a topical product's ingredients. */
    facts: {
      supplementTitle: string
      servingSize: string
      servingsPerContainer: string
      amountPerServing: string
      dailyValue: string
      /** What '†' stands for. */
      notEstablished: string
      /** Under a panel that declares calories. */
      calorieNote: string
      otherIngredients: string
      contains: string
      topicalTitle: string
      keyIngredient: string
      amount: string
      fullIngredients: string
    }
  }
}

export const shopCopy = {
  backHome: 'Back to Home',
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_CENTS,
  toolbar: {
    sortLabel: 'Sort by',
    sortOptions: [
      { value: 'featured', label: 'Featured' },
      { value: 'price-low', label: 'Price: Low to High' },
      { value: 'price-high', label: 'Price: High to Low' },
      { value: 'rating', label: 'Highest Rated' },
      { value: 'name', label: 'Name: A to Z' },
    ],
    viewLabel: 'View',
    views: [
      { value: 'grid', label: 'Grid view' },
      { value: 'list', label: 'List view' },
    ],
    showing: (shown, total) => `Showing ${shown} of ${total} products`,
    productsHeading: 'Products',
  },
  filters: {
    heading: 'Filters',
    open: 'Filters',
    close: 'Close Filters',
    clearAll: 'Clear All',
    categories: 'Categories',
    categoryOption: (category, count) => `${category} (${count})`,
    price: 'Price range',
    minPrice: 'Minimum price',
    maxPrice: 'Maximum price',
    brand: 'Brand',
    allBrands: 'All brands',
  },
  empty: {
    title: 'No products match',
    body: 'Try another search word, or clear the search and filters to see everything.',
    action: 'Clear search and filters',
  },
  product: {
    bestseller: 'Bestseller',
    newProduct: 'New',
    outOfStock: 'Out of Stock',
    inStock: 'In stock',
    addToCart: 'Add to Cart',
    quickView: 'Quick View',
    save: (dollars) => `Save $${dollars}`,
    wasPrice: 'Was',
    nowPrice: 'Now',
    rating: (stars) => `Rated ${stars} out of 5`,
    reviews: (count) => `${count.toLocaleString('en-US')} reviews`,
    moreFeatures: (count) => `+${count} more`,
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    added: 'Added to cart',
    addedBody: (quantity, name) => `${quantity} × ${name}`,
    viewCart: 'View cart',
    needsReview: 'Needs a physician’s review',
    needsReviewBody: 'A physician reviews this product before we confirm your order.',
  },
  quickView: {
    viewDetails: 'View full details',
    close: 'Close',
    features: 'Key features',
  },
  cart: cartCopy,
  productPage: {
    breadcrumb: 'Breadcrumb',
    home: 'Home',
    backTo: (catalogue) => `Back to ${catalogue}`,
    titleSuffix: ' | RM Naturals by Renew Medical',
    features: 'Features',
    directions: 'Directions',
    details: 'Details',
    category: 'Category',
    brand: 'Brand',
    size: 'Size',
    related: 'You may also like',
    shipping: 'Free shipping on orders over $75',
    // What the guarantee covers, so it never reads against the footer's final sales.
    guarantee: `${salesTerms.guarantee} ${salesTerms.guaranteeScope}`,
    fdaNote:
      'These statements have not been evaluated by the Food and Drug Administration. This product is not intended to diagnose, treat, cure, or prevent any disease. Talk to your physician before starting a supplement, especially if you are pregnant, nursing or take medication.',
    facts: {
      supplementTitle: 'Supplement Facts',
      servingSize: 'Serving Size',
      servingsPerContainer: 'Servings Per Container',
      amountPerServing: 'Amount Per Serving',
      dailyValue: '% Daily Value',
      notEstablished: 'Daily Value not established.',
      calorieNote: 'Percent Daily Values are based on a 2,000 calorie diet.',
      otherIngredients: 'Other ingredients:',
      contains: 'Contains:',
      topicalTitle: 'Ingredients',
      keyIngredient: 'Key ingredient',
      amount: 'Amount',
      fullIngredients: 'Full ingredients:',
    },
  },
} as const satisfies ShopCopy
