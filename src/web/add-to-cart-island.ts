import { echoAddsToCart } from './features/shop/cart-count-echo'

// Loaded by a prerendered page's boot script once the page has painted, when the page has Add to
// Cart buttons (scripts/prerender.ts names it on `#root[data-add-to-cart]`): a press on one shows
// on the cart's count at once, before the page's code, which waits for the visitor
// (docs/decisions/056-add-to-cart-echoed-before-the-code.md). A build input of its own, so it is a
// small chunk.
echoAddsToCart()
