/**
 * "Remove from cart" beside add, on the server (and in tests) bundled with the buying panel. The
 * browser build (scripts/build-client.mjs) uses ./remove-from-cart-source.browser instead: a chunk
 * of its own (with the cart's removal and its answers), loaded once the cart has the product's
 * line. The product page's HTML never has the button (its server does not read the cart), so the
 * product island's first intent does not carry it (issue 38).
 */
export { RemoveFromCart } from './remove-from-cart'
