import { Hono } from 'hono'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import type { AppEnv } from '../env'
import { edgeValidator } from '../middleware/edge-validator'
import type { Locale } from '../../contract/locales'
import { validationFailure } from './validation'

const NAME = { hr: 'Unesite ime', en: 'Enter a name' } as const
const Schema = (locale: Locale) =>
  v.object({ name: v.pipe(v.string(NAME[locale]), v.nonEmpty(NAME[locale])) }, NAME[locale])

const app = new Hono<AppEnv>()
app.use('*', async (c, next) => {
  c.set('locale', c.req.header('language') === 'eng' ? 'en' : 'hr')
  await next()
})
app.post('/edge', edgeValidator('json', Schema), (c) => c.json({ name: c.req.valid('json').name }))
app.post('/backend', async (c) => {
  const parsed = v.safeParse(Schema('en'), await c.req.json())
  return parsed.success ? c.json({}) : validationFailure(c, parsed.issues, 'en')
})

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
      message: 'Unesite ime',
      error: { statusCode: 400, code: 'VALIDATION_ERROR', message: 'Unesite ime' },
      field: 'name',
    })
    const en = await post('/edge', JSON.stringify({}), 'eng')
    expect(await en.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Enter a name', field: 'name' })
  })

  it('answers a body that is not JSON with BAD_JSON in the request language', async () => {
    const res = await post('/edge', '{oops', 'eng')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ code: 'BAD_JSON', message: 'Malformed request.' })
  })

  it('prefixes the field path for the backend', async () => {
    const res = await post('/backend', JSON.stringify({ name: '' }))
    expect(await res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'name: Enter a name', field: 'name' })
  })
})
