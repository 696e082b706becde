import { env } from 'cloudflare:test'
import { afterEach, describe, expect, it } from 'vitest'
import { contentFormActions } from '../../contract/content-form'
import { upstreamProbe } from '../../test/upstream-probe'
import { ORIGIN, formPost, workerFetch } from '../../test/edge/helpers'

/** The content pages' HTML forms (issue 38): a browser without the app posts them and is sent back with the outcome. */

afterEach(() => {
  upstreamProbe.failWith = null
  upstreamProbe.match = null
})

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** A form post from this site's page, with no cookies; `consents` may repeat. */
const post = (path: string, fields: Array<[string, string]>, headers: Record<string, string> = {}) =>
  formPost(path, {}, fields, headers)

const location = (res: Response) => res.headers.get('Location') ?? ''

const subscription = (email: string) =>
  env.DB.prepare('SELECT email, language FROM newsletter_subscriptions WHERE email = ?')
    .bind(email)
    .first<{ email: string; language: string }>()

const contactMessages = (email: string) =>
  env.DB.prepare('SELECT data FROM form_submissions WHERE email = ?').bind(email).all<{ data: string }>()

describe('the newsletter form without the app', () => {
  it('subscribes and sends the page back to the form with the outcome (the address never in the URL)', async () => {
    const email = unique('nojs-news')
    const res = await post(contentFormActions.newsletter, [
      ['email', ` ${email} `],
      ['formId', 'newsletter-home-newsletter'],
      ['returnTo', '/?form=failed&formId=old&x=1'],
    ])
    expect(res.status).toBe(303)
    expect(res.headers.get('Cache-Control')).toBe('no-store')
    expect(location(res)).toBe('/?form=subscribed&formId=newsletter-home-newsletter&x=1#newsletter-home-newsletter')
    expect(location(res)).not.toContain('example.com')
    expect(await subscription(email)).toMatchObject({ email, language: 'hr' })
  })

  it('from an English page: the subscription is English, and an address already subscribed is told so', async () => {
    const email = unique('nojs-news-en')
    const action = `${contentFormActions.newsletter}?language=eng`
    const fields: Array<[string, string]> = [
      ['email', email],
      ['formId', 'newsletter-x'],
      ['returnTo', '/en'],
    ]
    expect(location(await post(action, fields))).toBe('/en?form=subscribed&formId=newsletter-x#newsletter-x')
    expect(await subscription(email)).toMatchObject({ language: 'en' })
    const token = await env.DB.prepare(
      'SELECT confirmation_token AS token FROM newsletter_subscriptions WHERE email = ?',
    )
      .bind(email)
      .first<{ token: string }>()
    expect((await workerFetch(`/api/v1/newsletter/confirmEmail/${token?.token ?? ''}`)).status).toBe(200)
    expect(location(await post(action, fields))).toBe('/en?form=alreadySubscribed&formId=newsletter-x#newsletter-x')
  })

  it('a bad address, a missing one and a forged return path come back as outcomes, nothing stored', async () => {
    const bad = await post(contentFormActions.newsletter, [
      ['email', 'not-an-address'],
      ['formId', 'newsletter-a'],
      ['returnTo', 'https://evil.example/'],
    ])
    expect(location(bad)).toBe('/?form=emailInvalid&formId=newsletter-a#newsletter-a')
    const none = await post(contentFormActions.newsletter, [
      ['formId', 'newsletter-a'],
      ['returnTo', '//evil.example'],
    ])
    expect(location(none)).toBe('/?form=emailInvalid&formId=newsletter-a#newsletter-a')
    const forgedId = await post(contentFormActions.newsletter, [
      ['email', unique('forged')],
      ['formId', '"><script>'],
      ['returnTo', '/o-nama'],
    ])
    expect(location(forgedId)).toBe('/o-nama?form=failed&formId=main#main')
  })

  it('an outage of the upstream is said as such and stores nothing', async () => {
    const email = unique('nojs-outage')
    upstreamProbe.match = /newsletter\//
    upstreamProbe.failWith = 503
    const res = await post(contentFormActions.newsletter, [
      ['email', email],
      ['formId', 'newsletter-b'],
      ['returnTo', '/'],
    ])
    expect(location(res)).toBe('/?form=unavailable&formId=newsletter-b#newsletter-b')
    expect(await subscription(email)).toBeNull()
  })
})

describe('the contact form without the app', () => {
  const message = (email: string, consents: string[]): Array<[string, string]> => [
    ['name', 'Maja Marić'],
    ['email', email],
    ['reason', 'simulation'],
    ['message', 'Trebamo simulaciju evakuacije škole.'],
    ...consents.map((consent): [string, string] => ['consents', consent]),
    ['formId', 'contact-r1-form'],
    ['returnTo', '/kontakt'],
  ]

  it('sends the message with its checked consents and says so on the contact page', async () => {
    const email = unique('nojs-contact')
    const res = await post(contentFormActions.contact, message(email, ['privacy']))
    expect(res.status).toBe(303)
    expect(location(res)).toBe('/kontakt?form=contactSent&formId=contact-r1-form#contact-r1-form')
    const stored = await contactMessages(email)
    expect(stored.results.map((row) => JSON.parse(row.data))).toEqual([
      expect.objectContaining({ name: 'Maja Marić', reason: 'simulation' }),
    ])
  })

  it('refuses a message without the required consent, with empty fields or an unknown reason, storing nothing', async () => {
    const email = unique('nojs-contact-refused')
    expect(location(await post(contentFormActions.contact, message(email, [])))).toContain('form=consentMissing')
    const empty = message(email, ['privacy']).map(([name, value]): [string, string] =>
      name === 'message' ? [name, '   '] : [name, value],
    )
    expect(location(await post(contentFormActions.contact, empty))).toContain('form=fieldsMissing')
    const lunch = message(email, ['privacy']).map(([name, value]): [string, string] =>
      name === 'reason' ? [name, 'lunch'] : [name, value],
    )
    expect(location(await post(contentFormActions.contact, lunch))).toContain('form=fieldsMissing')
    expect((await contactMessages(email)).results).toEqual([])
  })
})

describe('cross-site posts of the content forms', () => {
  it('are refused with a translated 403 and change nothing', async () => {
    for (const headers of [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' },
      { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' },
    ]) {
      const email = unique('csrf')
      const res = await post(
        contentFormActions.newsletter,
        [
          ['email', email],
          ['formId', 'newsletter-c'],
        ],
        headers,
      )
      expect(res.status).toBe(403)
      // The site's CSRF guard or the forms' own stricter one, in the visitor's language either way.
      expect((await res.json<{ message: string }>()).message).toMatch(/s drugog web-mjesta .*odbijen/)
      expect(await subscription(email)).toBeNull()
    }
  })
})

describe('a CMS form without the app', () => {
  const PNG = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
    (ch) => ch.charCodeAt(0),
  )

  /** A form of the CMS with a text, a box and a file field. */
  async function cmsForm(): Promise<number> {
    const created = await env.DB.prepare('INSERT INTO forms (slug) VALUES (?) RETURNING id')
      .bind(`nojs-${crypto.randomUUID().slice(0, 8)}`)
      .first<{ id: number }>()
    const fields = [
      { name: 'name', type: 'text', label: 'Ime', required: true },
      { name: 'callMe', type: 'checkbox', label: 'Nazovite me', required: false },
      { name: 'photos', type: 'file', label: 'Fotografije', required: false },
    ]
    await env.DB.prepare(
      "INSERT INTO form_translations (form_id, language, name, fields) VALUES (?, 'hr', 'Prijava kvara', ?)",
    )
      .bind(created?.id, JSON.stringify(fields))
      .run()
    return created?.id ?? 0
  }

  /** The form as the browser sends it: multipart, the box ticked ("on"), a file chosen or an empty file input. */
  function multipart(id: number, name: string, file: File | null) {
    const body = new FormData()
    body.append('cmsFormId', String(id))
    body.append('formId', `cms-form-${id}`)
    body.append('returnTo', '/usluge')
    body.append('name', name)
    body.append('callMe', 'on')
    body.append('photos', file ?? new File([], ''))
    return workerFetch(contentFormActions.cms, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin' },
      body,
    })
  }

  const submissions = (id: number) =>
    env.DB.prepare('SELECT id, data FROM form_submissions WHERE form_id = ?')
      .bind(id)
      .all<{ id: number; data: string }>()

  it('stores the values, the ticked box and the chosen file, and sends the page back to the form', async () => {
    const id = await cmsForm()
    const res = await multipart(id, ' Ana ', new File([PNG], 'kvar.png', { type: 'image/png' }))
    expect(res.status).toBe(303)
    expect(location(res)).toBe(`/usluge?form=formSent&formId=cms-form-${id}#cms-form-${id}`)
    const [stored] = (await submissions(id)).results
    expect(JSON.parse(stored?.data ?? '{}')).toMatchObject({ name: 'Ana', callMe: true })
    const uploads = await env.DB.prepare('SELECT name, field FROM form_uploads WHERE submission_id = ?')
      .bind(stored?.id)
      .all<{ name: string; field: string }>()
    expect(uploads.results).toEqual([{ name: 'kvar.png', field: 'photos' }])
  })

  it('an empty file input sends no file; a missing required value and an unknown form store nothing', async () => {
    const id = await cmsForm()
    expect(location(await multipart(id, 'Ivo', null))).toContain('form=formSent')
    expect((await submissions(id)).results).toHaveLength(1)
    expect(location(await multipart(id, '  ', null))).toContain('form=fieldsMissing')
    expect((await submissions(id)).results).toHaveLength(1)
    const unknown = await post(contentFormActions.cms, [
      ['cmsFormId', '999999'],
      ['formId', 'cms-form-999999'],
      ['returnTo', '/usluge'],
      ['name', 'Ana'],
    ])
    expect(location(unknown)).toBe('/usluge?form=failed&formId=cms-form-999999#cms-form-999999')
    const noId = await post(contentFormActions.cms, [
      ['formId', 'cms-form-x'],
      ['returnTo', '/usluge'],
    ])
    expect(location(noId)).toBe('/usluge?form=failed&formId=cms-form-x#cms-form-x')
  })
})
