import { useCallback, useSyncExternalStore } from 'react'

/**
 * What the shopper entered at the address step, kept in this tab's sessionStorage (never in a
 * cookie or on a cached page): a reload or the back button keeps the place and the values, and
 * `saved` says the step was accepted for this cart. Read after hydration only (the server does
 * not know it), so the server's HTML and the first client render agree.
 */
export interface CheckoutDraft {
  cartId: string
  values: Record<string, string>
  differentBilling: boolean
  company: boolean
  /** A customer's saved address the order goes to (null: a new one typed in). */
  savedAddressId: number | null
  /** Consents the shopper ticked (unique numbers). */
  consents: string[]
  /** The step was submitted and accepted with these values. */
  saved: boolean
  /** The saved delivery choice as shown in the step summary (method, and branch). */
  delivery?: string
}

const KEY = 'izlog.checkout'
const listeners = new Set<() => void>()

function read(): string | null {
  try {
    return sessionStorage.getItem(KEY)
  } catch {
    return null
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function writeDraft(draft: CheckoutDraft | null): void {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft))
    else sessionStorage.removeItem(KEY)
  } catch {
    // Private mode without storage: the step still works, a reload starts it again.
  }
  for (const listener of listeners) listener()
}

function parse(raw: string | null): CheckoutDraft | null {
  if (!raw) return null
  try {
    const draft = JSON.parse(raw) as CheckoutDraft
    return typeof draft.cartId === 'string' && typeof draft.values === 'object' ? draft : null
  } catch {
    return null
  }
}

/**
 * The draft of this cart (undefined on the server and while hydrating: not known yet). A draft of
 * another cart of this tab (the cart given back after a failed payment) still fills in the form,
 * but counts as not saved.
 */
export function useCheckoutDraft(
  cartId: string,
): [CheckoutDraft | null | undefined, (draft: CheckoutDraft | null) => void] {
  const raw = useSyncExternalStore(subscribe, read, () => undefined)
  const draft = raw === undefined ? undefined : parse(raw)
  const current =
    draft === undefined || draft === null
      ? draft
      : draft.cartId === cartId
        ? draft
        : { ...draft, cartId, saved: false, delivery: undefined }
  return [current, useCallback((next: CheckoutDraft | null) => writeDraft(next), [])]
}
