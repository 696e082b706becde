import type { Context } from 'hono'
import * as v from 'valibot'
import type { AppEnv } from '../env'

/**
 * The body of an HTML form (urlencoded or multipart); anything that is not one reads as no fields.
 * With `all`, a name posted more than once (checkboxes) reads as the list of its values.
 */
export async function formFields(c: Context<AppEnv>, { all = false } = {}): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {}
  return c.req.parseBody({ all }).catch(() => ({}))
}

/** The first string of a field posted once or more (a single field read with `all`). */
const single = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value)

/** Every field once, but the consents' checkboxes as a list. */
export const flattenFields = (fields: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, name === 'consents' ? value : single(value)]))

/** Reads the form (see `flattenFields`). */
export const flatFormFields = async (c: Context<AppEnv>) => flattenFields(await formFields(c, { all: true }))

/** The consents' checkboxes (`consents`, posted once per ticked box): their unique numbers, none when none is ticked. */
export const ConsentsField = v.optional(
  v.pipe(
    v.union([v.string(), v.array(v.string())]),
    v.transform((value) => (Array.isArray(value) ? value : [value])),
    v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
    v.maxLength(20),
  ),
  [],
)
