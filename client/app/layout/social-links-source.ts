/**
 * The footer's social links, on the server (and in tests) bundled with the layout. The browser build
 * (scripts/build-client.mjs) uses ./social-links-source.browser instead: the icons' drawings are a
 * chunk of their own, hydrated when it arrives (the server's links work before).
 */
export { SocialLinks } from './social-links'
