/**
 * The wishlist's button, on the server (and in tests) bundled with the product's top. The browser
 * build (scripts/build-client.mjs) uses ./wishlist-button-source.browser instead: a chunk of its
 * own. Only a signed-in customer sees the button, and a signed-in visitor's page starts the app at
 * its first paint (worker/render/document.tsx), never the islands' entry: so the product island's
 * first intent, an anonymous visitor's, does not carry it (issue 38).
 */
export { WishlistButton } from './wishlist-button'
