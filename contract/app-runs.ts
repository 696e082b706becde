/**
 * The browser has shown that the app runs there (issue 38): the app sets this first-party technical
 * cookie once it has hydrated, and the edge streams documents only to a browser that sends it. A
 * browser without it (JavaScript off, or the app has not run yet) gets each document whole, since
 * React reveals a streamed part with an inline script, which never runs without JavaScript. It holds
 * no personal data and is no part of any cache key or Vary: the page cache stores whole documents anyway.
 */
export const APP_RUNS_COOKIE = 'izlog_js'
export const APP_RUNS_VALUE = '1'
/** A year, renewed on every page the app starts on. */
export const APP_RUNS_MAX_AGE = 365 * 24 * 60 * 60

/** The `document.cookie` assignment that records it; `secure` where the page is https. */
export const appRunsCookie = (secure: boolean): string =>
  `${APP_RUNS_COOKIE}=${APP_RUNS_VALUE}; Path=/; Max-Age=${APP_RUNS_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`
