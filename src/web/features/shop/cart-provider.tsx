import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
} from 'react'

import { afterIslandsHydrated } from '@/components/island'
import type { CartCopy } from '@/content/catalogues/cart-copy'
import type { Product } from '@/content/catalogues/catalogue-types'
import { cn } from '@/lib/cn'

import {
  type CartAction,
  cartItemCount,
  type CartItem,
  cartReducer,
  type CartState,
  emptyCart,
} from './cart-reducer'
import { cartStored, registerCartOpener } from './cart-signal'
import {
  browserStorage,
  CART_STORAGE_KEY,
  parseStoredCart,
  readStoredCart,
  serializeCart,
  type StoredCartLine,
  writeStoredCart,
} from './cart-storage'
import { useLiveProducts } from './live-catalogue'

export type CartContextValue = {
  items: readonly CartItem[]
  isOpen: boolean
  totalCents: number
  /** Σ quantity: what the badge shows. */
  itemCount: number
  /** The products that left the cart during this visit because they sold out. */
  soldOut: readonly string[]
  addItem: (product: Product, quantity?: number) => void
  removeItem: (id: string) => void
  updateQuantity: (id: string, quantity: number) => void
  setOpen: (open: boolean) => void
}

const CartContext = createContext<CartContextValue | null>(null)

/**
 * The cart and whether the stored cart has been read yet: nothing is written before then, or
 * the empty first render would overwrite it.
 */
type ProviderState = { cart: CartState; restored: boolean }

type ProviderAction = CartAction | { type: 'restore'; items: readonly StoredCartLine[] }

function providerReducer(state: ProviderState, action: ProviderAction): ProviderState {
  if (action.type === 'restore') {
    return {
      cart: cartReducer(state.cart, { type: 'replace', items: action.items }),
      restored: true,
    }
  }
  const cart = cartReducer(state.cart, action)
  return cart === state.cart ? state : { ...state, cart }
}

const initialState: ProviderState = { cart: emptyCart, restored: false }

type CartProviderProps = {
  /** Every product a stored cart may name; anything else found in storage is dropped. */
  products: readonly Product[]
  children: ReactNode
}

/**
 * Holds the cart for the shop pages. The stored cart is read after mount (nothing touches
 * localStorage while rendering, so the pages render on the server), every change is written
 * back, and changes made in another tab arrive through the `storage` event. Stored ids resolve
 * against the products as they are sold now: the content's, then the live catalogue's once it has
 * been read (docs/decisions/024-live-catalogue-in-the-browser.md), which reprices the lines and
 * drops those no longer in stock.
 */
export function CartProvider({ products, children }: CartProviderProps) {
  const [{ cart: state, restored }, dispatch] = useReducer(providerReducer, initialState)
  /** The value storage holds now, as far as this tab knows, so nothing is written twice. */
  const stored = useRef<string | null>(null)

  const liveProducts = useLiveProducts(products)
  const findProduct = useMemo(() => {
    const byId = new Map(liveProducts.map((product) => [product.id, product]))
    return (id: string) => byId.get(id)
  }, [liveProducts])
  /** The lookup of the latest render, for the listeners set up once. */
  const latestFind = useRef(findProduct)
  const initialFind = useRef(findProduct)

  // Layout effects, not effects: the runtime in the browser (Preact, ADR 011) runs effects up
  // to a frame after the render, and a visitor who adds an item and at once reloads or leaves
  // must not lose it; nor may a click land before the stored cart is restored.
  // On a prerendered page the cart button and the drawer are islands: the stored cart arrives
  // once they are hydrated as the server rendered them (components/island.tsx), and before any
  // press held back until then is replayed.
  useLayoutEffect(() => {
    latestFind.current = findProduct
    // The products changed under the cart (the live catalogue arrived): its lines follow.
    if (findProduct !== initialFind.current) dispatch({ type: 'refresh', findProduct })
  }, [findProduct])

  useLayoutEffect(() => {
    const storage = browserStorage()
    function onStorage(event: StorageEvent) {
      if (event.storageArea !== storage) return
      // key null: the other tab cleared all of storage.
      if (event.key !== null && event.key !== CART_STORAGE_KEY) return
      stored.current = event.newValue
      const lines = parseStoredCart(event.newValue, latestFind.current) ?? []
      dispatch({ type: 'replace', items: lines })
    }
    let listening = false
    const cancel = afterIslandsHydrated(() => {
      dispatch({ type: 'restore', items: readStoredCart(storage, latestFind.current) })
      window.addEventListener('storage', onStorage)
      listening = true
    })
    return () => {
      cancel()
      if (listening) window.removeEventListener('storage', onStorage)
    }
  }, [])

  useLayoutEffect(() => {
    if (!restored) return
    if (serializeCart(state.items) === stored.current) return
    stored.current = writeStoredCart(browserStorage(), state.items)
    // The site header counts what is stored.
    cartStored()
  }, [restored, state.items])

  const addItem = useCallback(
    // As the cart knows it now (the live price and limit), whatever the caller was holding.
    (product: Product, quantity?: number) =>
      dispatch({ type: 'add', product: latestFind.current(product.id) ?? product, quantity }),
    [],
  )
  const removeItem = useCallback((id: string) => dispatch({ type: 'remove', id }), [])
  const updateQuantity = useCallback(
    (id: string, quantity: number) => dispatch({ type: 'update-quantity', id, quantity }),
    [],
  )
  const setOpen = useCallback((open: boolean) => dispatch({ type: open ? 'open' : 'close' }), [])

  // The site header's cart button opens this cart's drawer.
  useLayoutEffect(() => registerCartOpener(() => setOpen(true)), [setOpen])

  const value = useMemo(
    () => ({
      items: state.items,
      isOpen: state.isOpen,
      totalCents: state.totalCents,
      itemCount: cartItemCount(state.items),
      soldOut: state.soldOut,
      addItem,
      removeItem,
      updateQuantity,
      setOpen,
    }),
    [state, addItem, removeItem, updateQuantity, setOpen],
  )

  return <CartContext value={value}>{children}</CartContext>
}

/** The cart of the surrounding CartProvider (docs/product.md, Shop: an error outside one). */
export function useCart(): CartContextValue {
  const cart = useContext(CartContext)
  if (!cart) throw new Error('useCart must be used within a CartProvider')
  return cart
}

/**
 * Names what left the cart because it sold out since it was added (the live catalogue said so),
 * so a line never silently goes missing: in the cart drawer and at the checkout. Here, beside the
 * cart, because both pages already load this module: a file of its own was a chunk of its own.
 */
export function SoldOutNotice({
  copy,
  className,
}: {
  copy: Pick<CartCopy, 'soldOut'>
  className?: string
}) {
  const { soldOut } = useCart()
  if (soldOut.length === 0) return null
  return (
    <p
      data-slot="cart-sold-out"
      className={cn('rounded-md border border-amber bg-amber/10 p-3 text-sm text-navy', className)}
    >
      {copy.soldOut(soldOut)}
    </p>
  )
}
