import type { Context } from 'hono'

/** The body of an urlencoded or multipart form; anything that is not one reads as no fields. */
export async function formFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type)) return {}
  return c.req.parseBody().catch(() => ({}))
}
