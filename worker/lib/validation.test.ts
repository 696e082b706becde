import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { edgeValidator } from '../middleware/edge-validator'
import type { Locale } from '../../contract/locales'
import { validationFailure } from './validation'

// A schema built for the request's language carries texts of the message files (kept as they are).
const NAME = { hr: 'Unesite kod kupona', en: 'Enter a coupon code' } as const
const Schema = (locale: Locale) =>
  v.object({ name: v.pipe(v.string(NAME[locale]), v.nonEmpty(NAME[locale])) }, NAME[locale])

const app = new Hono<AppEnv>()
app.use('*', async (c, next) => {
  c.set('locale', c.req.header('language') === 'eng' ? 'en' : 'hr')
  await next()
})
app.post('/edge', edgeValidator('json', Schema), (c) => c.json({ name: c.req.valid('json').name }))
app.post('/backend', async (c) => {
  const locale = c.get('locale')
  const parsed = v.safeParse(Schema('en'), await c.req.json())
  return parsed.success ? c.json({}) : validationFailure(c, parsed.issues, locale)
})
const Notes = v.object({
  email: v.pipe(v.string(), v.email('email must be a valid e-mail address.')),
  code: v.pipe(v.string(), v.maxLength(8, 'code is too long.')),
})
app.post(
  '/edge-notes',
  edgeValidator('json', () => Notes),
  (c) => c.json({}),
)

const post = (path: string, body: string, language = 'hrv') =>
  app.request(path, { method: 'POST', headers: { 'Content-Type': 'application/json', language }, body })

describe('validation', () => {
  it('passes valid input on to the handler', async () => {
    const res = await post('/edge', JSON.stringify({ name: 'Ana' }))
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ name: 'Ana' })
  })

  it('answers the edge in the request language, the message alone and the field named', async () => {
    const hr = await post('/edge', JSON.stringify({ name: '' }))
    expect(hr.status).toBe(400)
    expect(await hr.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Unesite kod kupona',
      error: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Unesite kod kupona' },
      field: 'name',
    })
    const en = await post('/edge', JSON.stringify({}), 'eng')
    expect(await en.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Enter a coupon code', field: 'name' })
  })

  it('answers a body that is not JSON with BAD_JSON in the request language', async () => {
    const res = await post('/edge', '{oops', 'eng')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'BAD_JSON', message: 'Malformed request.' })
  })

  it('answers the backend with no field path in the text, and an English note as the text of its kind', async () => {
    const res = await post('/backend', JSON.stringify({ name: '' }))
    expect(await res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Unos ovog polja je obavezan',
      field: 'name',
    })
    const en = await post('/backend', JSON.stringify({ name: '' }), 'eng')
    expect(await en.json()).toMatchObject({ message: 'This field is required', field: 'name' })
  })

  it("answers valibot's English defaults and developer notes of the edge as the texts of their kinds", async () => {
    const long = await post('/edge-notes', JSON.stringify({ email: 'ana@example.com', code: 'x'.repeat(9) }))
    expect(await long.json()).toMatchObject({ message: 'Unos može imati najviše 8 znakova', field: 'code' })
    const email = await post('/edge-notes', JSON.stringify({ email: 'ana', code: 'x' }), 'eng')
    expect(await email.json()).toMatchObject({ message: 'Enter a valid e-mail address', field: 'email' })
    const wrongType = await post('/edge-notes', JSON.stringify({ email: 'ana@example.com', code: 5 }), 'eng')
    expect(await wrongType.json()).toMatchObject({ message: 'Invalid input', field: 'code' })
  })
})
