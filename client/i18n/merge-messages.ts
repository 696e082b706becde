import type { Messages } from './i18n'

export function isMessageTree(value: unknown): value is Messages {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Merges `source` into `target` in place, subtree by subtree (a later text wins; anything but
 * texts and subtrees is ignored). Builds a locale's dictionary on the server and adds a page's
 * messages in the browser.
 */
export function mergeMessages(target: Messages, source: object): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key]
    if (isMessageTree(value)) target[key] = mergeMessages(isMessageTree(existing) ? existing : {}, value)
    else if (typeof value === 'string') target[key] = value
  }
  return target
}
