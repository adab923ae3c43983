// The site header's cart button, on every page (docs/product.md, Shop). Apart from shop-copy.ts,
// whose words only the shop's pages need: a page outside the shop loads these few to name the
// button, not the shop's whole copy. catalogues.test.ts holds them equal to the shop's own.

export type CartButtonCopy = {
  /** The accessible name, e.g. 'Cart, 3 items'. */
  buttonCount: (count: number) => string
}

export const cartButtonCopy = {
  buttonCount: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
} as const satisfies CartButtonCopy
