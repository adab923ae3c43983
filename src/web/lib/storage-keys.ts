// Keys of this site's own entries in localStorage, here so that boot.ts (lib/script-start.ts) can
// look for them without loading the features that own them.

/** The cart (features/shop/cart-storage.ts). */
export const CART_STORAGE_KEY = 'rm-cart-v1'
