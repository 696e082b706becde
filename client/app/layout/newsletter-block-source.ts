/**
 * The footer's newsletter form, on the server (and in tests) bundled with the layout. The browser
 * build (scripts/build-client.mjs) uses ./newsletter-block-source.browser instead: the form and what
 * it needs (the form helpers, valibot) are a chunk of their own, loaded when hydration reaches the
 * footer, so a page's first intent does not wait for them.
 */
export { NewsletterBlock } from './newsletter-block'
