import type { Context } from 'hono'
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
