import type { Context } from 'hono'
import { vValidator } from '@hono/valibot-validator'
import type * as v from 'valibot'
import type { Locale } from '../../contract/locales'
import type { AppEnv } from '../env'
import { badJson, validationFailure, type ValidationTarget } from '../lib/validation'
import { isEdgeText } from '../texts/edge-text'

/**
 * The edge's validator: `vValidator` with the hook above, the schema built for the request's
 * language (`schemaFor(locale)`, both languages built once). `localeOf` decides the language
 * (default: the locale middleware's); a JSON body that does not parse is BAD_JSON. As with
 * `vValidator`, a body is JSON only with a JSON Content-Type (the browser's api client sends it).
 */
export function edgeValidator<Target extends ValidationTarget, S extends v.GenericSchema>(
  target: Target,
  schemaFor: (locale: Locale) => S,
  localeOf: (c: Context<AppEnv>) => Locale | Promise<Locale> = (c) => c.get('locale'),
) {
  const hook =
    (locale: Locale) =>
    async (result: { success: boolean; issues?: readonly v.BaseIssue<unknown>[] }, c: Context<AppEnv>) => {
      if (!result.success)
        return validationFailure(c, result.issues ?? [], locale, { isText: (message) => isEdgeText(locale, message) })
    }
  const validators = {
    hr: vValidator(target, schemaFor('hr'), hook('hr')),
    en: vValidator(target, schemaFor('en'), hook('en')),
  }
  const middleware: typeof validators.hr = async (c, next) => {
    if (target === 'json' && /^application\/([\w.-]+\+)?json\b/i.test(c.req.header('Content-Type') ?? '')) {
      const body: unknown = await c.req.json().catch(() => undefined)
      if (body === undefined) return badJson(c, await localeOf(c))
    }
    return validators[await localeOf(c)](c, next)
  }
  return middleware
}
