/**
 * A product's custom option fields (its personalisations), on the server (and in tests) bundled
 * with the buying panel. The browser build (scripts/build-client.mjs) uses
 * ./custom-options-source.browser instead: a chunk of its own, loaded only on the page of a product
 * that has custom options (the panel renders none otherwise), so the product island's first
 * intent does not carry them (issue 38).
 */
export { CustomOptionFields } from './custom-options'
