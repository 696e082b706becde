import type { Context } from 'hono'
import { getCookie } from 'hono/cookie'
import * as v from 'valibot'
import { DRAFT_FIELDS, DRAFT_VALUE_MAX, NoScriptDraftSchema, type NoScriptDraft } from '../../contract/checkout-form'
import type { AppEnv } from '../env'
import { cookieValue, expiredCookie, writeCookies } from '../lib/cookies'

/**
 * The address step of a checkout without the app, between its steps (issue 38). The app keeps it
 * in the tab's sessionStorage; a browser without scripts has only cookies, so the edge keeps it in
 * an HttpOnly one that lives a day (the guest's data is on the backend too, but SPEC has no call
 * to read it back), and forgets it once the order is placed.
 */
export const NO_SCRIPT_DRAFT_COOKIE = 'izlog_checkout'
const MAX_AGE = 24 * 60 * 60

const encode = (draft: NoScriptDraft): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(draft))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '')
}

function decode(raw: string): unknown {
  try {
    const binary = atob(raw.replace(/-/g, '+').replace(/_/g, '/'))
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0))))
  } catch {
    return null
  }
}

/** The draft of the cart `cartId`: another cart's (or a broken cookie's) values fill the form in but count as not saved. */
export function readDraft(c: Context<AppEnv>, cartId: string): NoScriptDraft | null {
  const raw = getCookie(c, NO_SCRIPT_DRAFT_COOKIE)
  if (!raw) return null
  const parsed = v.safeParse(NoScriptDraftSchema, decode(raw))
  if (!parsed.success) return null
  return parsed.output.cartId === cartId ? parsed.output : { ...parsed.output, cartId, saved: false }
}

/** The posted address fields the draft keeps: known names only, strings only, each cut short. */
export function draftValues(fields: Record<string, unknown>): NoScriptDraft['values'] {
  const values: NoScriptDraft['values'] = {}
  for (const name of DRAFT_FIELDS) {
    const value = fields[name]
    if (typeof value === 'string') values[name] = value.slice(0, DRAFT_VALUE_MAX)
  }
  return values
}

export const writeDraft = (c: Context<AppEnv>, draft: NoScriptDraft): void =>
  writeCookies(c, [cookieValue(NO_SCRIPT_DRAFT_COOKIE, encode(draft), MAX_AGE)])

export const forgetDraft = (c: Context<AppEnv>): void => writeCookies(c, [expiredCookie(NO_SCRIPT_DRAFT_COOKIE)])
