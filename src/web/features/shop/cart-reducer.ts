// The cart, exactly as docs/product.md, Shop describes it, as a pure function: adding a product
// already in the cart raises its quantity, otherwise adds it with quantity 1; remove by id; a
// quantity of 0 or less removes the item; the total is recomputed after every change. A product's
// per-order limit does not cap a line: the quick view takes any quantity, and the order request
// names a line over the limit (docs/decisions/024-live-catalogue-in-the-browser.md).
import type { Product } from '@/content/catalogues/catalogue-types'

import { MAX_LINE_QUANTITY } from './cart-limits'

export { MAX_LINE_QUANTITY }

export type CartItem = Product & { quantity: number }

export type CartState = {
  items: readonly CartItem[]
  isOpen: boolean
  /** Σ price × quantity, in cents. */
  totalCents: number
  /**
   * The names of products that left the cart during this visit because they sold out, so the
   * cart can say so instead of a line silently going missing. Not stored: after a reload the line
   * is simply gone.
   */
  soldOut: readonly string[]
}

export type CartAction =
  /** Adds `quantity` (default 1), the same as adding the product that many times. */
  | { type: 'add'; product: Product; quantity?: number }
  | { type: 'remove'; id: string }
  | { type: 'update-quantity'; id: string; quantity: number }
  | { type: 'open' }
  | { type: 'close' }
  /** The items stored by this browser (on load, or when another tab changes them). */
  | { type: 'replace'; items: readonly { product: Product; quantity: number }[] }
  /**
   * The products as they are sold now (the live catalogue arrived): each line takes its product's
   * price and limit; a line whose product is gone or out of stock leaves the cart, and a sold-out
   * one is named in `soldOut`.
   */
  | { type: 'refresh'; findProduct: (id: string) => Product | undefined }

export const emptyCart: CartState = { items: [], isOpen: false, totalCents: 0, soldOut: [] }

export function cartTotalCents(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.priceCents * item.quantity, 0)
}

export function cartItemCount(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0)
}

function withItems(state: CartState, items: readonly CartItem[]): CartState {
  return { ...state, items, totalCents: cartTotalCents(items) }
}

/** `state` also naming `products` as sold out, if any of them is. */
function notingSoldOut(state: CartState, products: readonly (Product | undefined)[]): CartState {
  const names = products.flatMap((product) =>
    product && !product.inStock && !state.soldOut.includes(product.name) ? [product.name] : [],
  )
  return names.length === 0 ? state : { ...state, soldOut: [...state.soldOut, ...names] }
}

function isPositiveWhole(value: number) {
  return Number.isSafeInteger(value) && value >= 1
}

function addItem(items: readonly CartItem[], product: Product, quantity: number): CartItem[] {
  const limit = MAX_LINE_QUANTITY
  const present = items.find((item) => item.id === product.id)
  if (!present) return [...items, { ...product, quantity: Math.min(quantity, limit) }]
  return items.map((item) =>
    item.id === product.id
      ? { ...product, quantity: Math.min(item.quantity + quantity, limit) }
      : item,
  )
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const quantity = action.quantity ?? 1
      // Nothing out of stock, and never a quantity below 1, gets into the cart.
      if (!action.product.inStock || !isPositiveWhole(quantity)) return state
      // In stock again: no longer named as sold out.
      const soldOut = state.soldOut.filter((name) => name !== action.product.name)
      return withItems({ ...state, soldOut }, addItem(state.items, action.product, quantity))
    }
    case 'remove': {
      if (!state.items.some((item) => item.id === action.id)) return state
      return withItems(
        state,
        state.items.filter((item) => item.id !== action.id),
      )
    }
    case 'update-quantity': {
      if (Number.isNaN(action.quantity)) return state
      const present = state.items.find((item) => item.id === action.id)
      if (!present) return state
      // Floored; 0 or less removes the item.
      const quantity = Math.min(Math.floor(action.quantity), MAX_LINE_QUANTITY)
      if (quantity <= 0) return cartReducer(state, { type: 'remove', id: action.id })
      if (quantity === present.quantity) return state
      return withItems(
        state,
        state.items.map((item) => (item.id === action.id ? { ...item, quantity } : item)),
      )
    }
    case 'open':
      return state.isOpen ? state : { ...state, isOpen: true }
    case 'close':
      return state.isOpen ? { ...state, isOpen: false } : state
    case 'replace': {
      const items = action.items.reduce<CartItem[]>(
        (next, { product, quantity }) =>
          product.inStock && isPositiveWhole(quantity) ? addItem(next, product, quantity) : next,
        [],
      )
      return withItems(
        notingSoldOut(
          state,
          action.items.map((line) => line.product),
        ),
        items,
      )
    }
    case 'refresh': {
      const products = state.items.map((item) => action.findProduct(item.id))
      const items = state.items.flatMap((item, index): CartItem[] => {
        const product = products[index]
        if (!product?.inStock) return []
        return [{ ...product, quantity: Math.min(item.quantity, MAX_LINE_QUANTITY) }]
      })
      return withItems(notingSoldOut(state, products), items)
    }
  }
}
