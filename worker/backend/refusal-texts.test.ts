/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest'
import { messages } from '../../client/i18n/messages/backend'
import { edgeTextIfAny } from '../texts/edge-text'

/**
 * Issue 34: every refusal the backend can answer reaches the shopper as a text in the request's
 * language. The sources are read as text and each code they refuse with is looked up in the
 * backend's message files (client/i18n/messages/backend/*.ts), in hr and in en.
 */
const SOURCES = import.meta.glob<string>(['./**/*.ts', '../lib/oidc.ts', '!./**/*.test.ts', '!./**/test-*.ts'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

const CODE = `'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)'`
/**
 * Where a code is written: refuse(status, 'CODE'), errorBody(status, 'CODE'), a refusal's fallback (?? 'CODE'),
 * a table of codes (SLUG_REFUSALS), a union type of codes (CouponRefusal), and the `code:` of a file
 * that refuses with `something.code`.
 */
const PLACES = [
  new RegExp(`refuse\\([^,()]+(?:\\([^()]*\\))?,\\s*${CODE}`, 'g'),
  new RegExp(`errorBody\\([^,]+,\\s*${CODE}`, 'g'),
  new RegExp(`refuse\\([^,]+,[^,)]*\\?\\?\\s*${CODE}`, 'g'),
]
const TABLES = /(?:_REFUSALS\b[^=]*=\s*\{|Refusal\s*=)([^}]*?)(?:\}|\n\n)/g

function codesIn(source: string): string[] {
  const codes = PLACES.flatMap((place) => [...source.matchAll(place)].map((match) => match[1] ?? ''))
  for (const table of source.matchAll(TABLES)) {
    codes.push(...[...(table[1] ?? '').matchAll(new RegExp(CODE, 'g'))].map((match) => match[1] ?? ''))
  }
  if (/refuse\([^,]+,\s*\w+\.code\)/.test(source)) {
    codes.push(...[...source.matchAll(new RegExp(`\\bcode:\\s*${CODE}`, 'g'))].map((match) => match[1] ?? ''))
  }
  // social-routes.ts refuses an OIDC failure as SOCIAL_<its code>.
  if (/class OidcError/.test(source)) {
    codes.push(
      ...[...source.matchAll(/new OidcError\('([a-z_]+)'/g)].map((match) => `SOCIAL_${match[1]?.toUpperCase()}`),
    )
  }
  return codes
}

const used = new Map<string, string>()
for (const [file, source] of Object.entries(SOURCES)) for (const code of codesIn(source)) used.set(code, file)

describe('backend refusal texts (issue 34)', () => {
  it('reads the sources and finds the codes they refuse with', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(50)
    expect(used.size).toBeGreaterThan(150)
    for (const code of ['NAME_CHARACTERS_NOT_ALLOWED', 'COUPON_EXPIRED', 'SLUG_TOO_SHORT', 'ORDER_NOT_CANCELLABLE']) {
      expect(used.has(code), code).toBe(true)
    }
    expect([...used.keys()].some((code) => code.startsWith('SOCIAL_'))).toBe(true)
  })

  it.each(['hr', 'en'] as const)('every code has its text in %s, as the edge writes it', (locale) => {
    const table: Record<string, string> = messages[locale].backend
    const missing = [...used].filter(([code]) => !table[code]).map(([code, file]) => `${code} (${file})`)
    expect(missing).toEqual([])
    for (const code of used.keys()) expect(edgeTextIfAny(locale, `backend.${code}`), code).toBeTruthy()
  })

  it('the English and the Croatian texts differ where the words do', () => {
    const same = Object.keys(messages.hr.backend).filter(
      (code) =>
        messages.hr.backend[code] === messages.en.backend[code] && /[a-z]{3}/.test(messages.hr.backend[code] ?? ''),
    )
    expect(same).toEqual([])
  })
})
