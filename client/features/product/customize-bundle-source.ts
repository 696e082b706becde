/**
 * A bundle's customization (its modal and its form for a browser without JavaScript), on the server
 * (and in tests) bundled with the product's buying panel. The browser build (scripts/build-client.mjs)
 * uses ./customize-bundle-source.browser instead: a chunk of its own, loaded only on a bundle's page,
 * so the product island's first intent does not carry it (issue 38).
 */
export { CustomizeBundle } from './customize-bundle'
