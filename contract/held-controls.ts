// What the document's loader (worker/render/document.tsx) holds back until the app runs, and what it lets through
// because the browser answers it itself (issue 38). One place, read by the loader and by the e2e
// check that a page's controls all work before the app (e2e/before-app.spec.ts).

/**
 * What the loader may hold back until the app runs (links, a `<details>` summary and the search form
 * work without it); of these, it lets through what works natively (`NATIVE_CONTROL`).
 */
export const HELD_CONTROLS = 'button,input[type=checkbox],input[type=radio]'

/**
 * A control the browser handles itself: a button that opens or closes a popover (popovertarget: the
 * menu, the search, a submenu, the shop's filters on a phone), and a submit button, radio or checkbox
 * of a form with a `method`, which the browser sends (a form the edge answers). A JavaScript
 * expression of the control `t`.
 */
export const NATIVE_CONTROL =
  "t.hasAttribute('popovertarget')||t.form&&t.form.hasAttribute('method')&&/^(submit|radio|checkbox)$/.test(t.type)"
