import { PENDING_ACTIONS_KEY, PENDING_DATASET } from './boot'
import { ISLAND_REPLAYED_ATTR } from '../lib/islands/island'

type PendingWindow = Window & { [PENDING_ACTIONS_KEY]?: HTMLElement[] }

/** Input types whose text React tracks (not buttons, boxes, files). */
const TEXT_INPUT = /^(text|email|password|search|tel|url|number|date|datetime-local|month|week|time)$/

/**
 * Tells React about a value typed before it hydrated the field. Hydration keeps the field's value
 * but not its state, and React's onChange compares the field with the value it last saw (set
 * through the element's own `value` property). A first input event makes React hydrate the field's
 * part of the page, if it has not yet, seeing the typed value as its own; then it is told the
 * server's value, the typed one is written around it, and a second input event sent, as a
 * keystroke would.
 */
function reportTyped(field: HTMLInputElement | HTMLTextAreaElement) {
  const typed = field.value
  const writeNative = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set
  if (!writeNative) return
  field.dispatchEvent(new Event('input', { bubbles: true }))
  field.value = field.defaultValue
  writeNative.call(field, typed)
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

/**
 * Tells React about a radio or checkbox the browser changed before it hydrated (one in a form with a
 * `method`, which the loader lets through, issue 38). Hydration keeps the visitor's choice but
 * React's state is the server's: the box is set back to the server's state through the property
 * React watches, then clicked, as the visitor did, so React's onChange sees the change.
 */
function reportChosen(field: HTMLInputElement) {
  field.checked = field.defaultChecked
  field.click()
}

/** Fields the visitor changed before the app ran (typed, autofilled, chosen) reach the app's state. */
function reportChangedFields(root: HTMLElement, inScope: (element: Element) => boolean) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input, textarea, select',
  )) {
    if (!inScope(field)) continue
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }))
    } else if (
      (field instanceof HTMLTextAreaElement || TEXT_INPUT.test(field.type)) &&
      field.value !== field.defaultValue
    ) {
      reportTyped(field)
    } else if (
      field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || (field.type === 'radio' && field.checked)) &&
      field.checked !== field.defaultChecked
    ) {
      reportChosen(field)
    }
  }
}

/** The next task: React has rendered what the last replayed event changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * Once the page (or some of its islands) has hydrated: what the visitor did there before happens
 * now, in order (worker/render/document.tsx's loader held it back): changed fields first, so a held
 * form is sent with what was typed, then each held button press (a click) and form
 * (requestSubmit), each in a task of its own so it acts on what the one before changed. With a
 * `scope` (issue 38: the islands' entry, for its islands) only what lies in it, the rest stays
 * held for the app; the app replays everything else (fields of islands already replayed excepted).
 */
export async function replayPendingActions(root: HTMLElement, scope?: (element: Element) => boolean) {
  const queue = (window as PendingWindow)[PENDING_ACTIONS_KEY]
  if (!queue) return
  const inScope = scope ?? ((element: Element) => !element.closest(`[${ISLAND_REPLAYED_ATTR}]`))
  const held = scope ? queue.filter(scope) : [...queue]
  // The islands' part: the loader keeps adding to this very array until the app has hydrated.
  if (scope) queue.splice(0, queue.length, ...queue.filter((element) => !scope(element)))
  else delete (window as PendingWindow)[PENDING_ACTIONS_KEY]
  reportChangedFields(root, inScope)
  for (const element of held) {
    await nextTask()
    if (!element.isConnected) continue
    if (element instanceof HTMLFormElement) element.requestSubmit()
    else element.click()
  }
  if (!scope || queue.length === 0) delete document.documentElement.dataset[PENDING_DATASET]
}
