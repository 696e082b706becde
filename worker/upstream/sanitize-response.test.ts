import { describe, expect, it } from 'vitest'
import { sanitizeHtmlFields, sanitizedResponse } from './sanitize-response'

const EVIL = '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>'

describe('upstream HTML sanitising', () => {
  it('cleans every HTML field at any depth and leaves other fields alone', () => {
    const cleaned = sanitizeHtmlFields({
      data: {
        body: EVIL,
        title: '<b>not html</b>',
        sections: [{ html: EVIL }, { items: [{ answerHtml: EVIL }] }],
        product: { description: EVIL, shortDescription: EVIL },
      },
    })
    const text = JSON.stringify(cleaned)
    expect(text).not.toMatch(/<script|onclick|javascript:/)
    expect(text).toContain('<b>not html</b>')
    expect(cleaned).toMatchObject({ data: { body: '<p>Hi<a>x</a></p>' } })
  })

  it('rewrites JSON bodies only, keeping status and headers', async () => {
    const json = await sanitizedResponse(
      new Response(JSON.stringify({ data: { body: EVIL } }), {
        status: 201,
        headers: { 'content-type': 'application/json', 'x-kept': '1' },
      }),
    )
    expect(json.status).toBe(201)
    expect(json.headers.get('x-kept')).toBe('1')
    expect(await json.json()).toEqual({ data: { body: '<p>Hi<a>x</a></p>' } })
    const image = new Response('<svg onload="x()"/>', { headers: { 'content-type': 'image/svg+xml' } })
    expect(await (await sanitizedResponse(image)).text()).toBe('<svg onload="x()"/>')
  })
})
