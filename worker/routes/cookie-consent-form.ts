import { Hono } from 'hono'
import * as v from 'valibot'
import { COOKIE_ANSWER_FIELD, COOKIE_ANSWERS, choiceOfAnswer } from '../../contract/cookie-consent'
import { RETURN_FIELD } from '../../contract/cart-form'
import { buildPath } from '../../contract/routes'
import { safeRedirect } from '../../contract/safe-redirect'
import type { AppEnv } from '../env'
import { logCookieChoice } from '../consent/log-cookie-choice'
import { clearConsentCookie, writeConsentCookie } from '../lib/consent-cookie'
import { errorBody } from '../lib/error-body'
import { formFields } from '../forms/form-fields'
import { edgeText } from '../texts/edge-text'
import { htmlFormGuard } from '../middleware/html-form-guard'

/**
 * /api/cookie-consent: the cookie notice's form (issue 38), for a page whose app has not run (yet,
 * or at all). The pressed button names the answer (all, only the necessary ones, or the ticked
 * boxes); the edge stores it in the consent cookie the server and the app both read
 * (contract/cookie-consent.ts), logs it as the app does, and answers 303 back to the form's
 * `returnTo` (a same-origin path, else home), which the server then renders without the notice.
 * A form that is not one of the notice's answers is refused with a translated 400, a cross-site
 * post with a translated 403; neither sets anything.
 */
export const cookieConsentFormRoutes = new Hono<AppEnv>()

cookieConsentFormRoutes.use('*', htmlFormGuard)

/** A ticked box posts "on"; an unticked one posts nothing. */
const Box = v.optional(v.literal('on'))

const ConsentForm = v.looseObject({
  [COOKIE_ANSWER_FIELD]: v.picklist(COOKIE_ANSWERS),
  marketing: Box,
  analytics: Box,
  [RETURN_FIELD]: v.optional(v.unknown()),
})

cookieConsentFormRoutes.post('/', async (c) => {
  const locale = c.get('locale')
  const form = v.safeParse(ConsentForm, await formFields(c))
  if (!form.success)
    return c.json(errorBody(400, 'INVALID_COOKIE_CHOICE', edgeText(locale, 'edge.cookieConsent.invalid')), 400, {
      'Cache-Control': 'no-store',
    })
  const { marketing, analytics, returnTo } = form.output
  const choice = choiceOfAnswer(form.output[COOKIE_ANSWER_FIELD], {
    marketing: marketing === 'on',
    analytics: analytics === 'on',
  })
  writeConsentCookie(c, choice)
  await logCookieChoice(c, choice)
  c.header('Cache-Control', 'no-store')
  return c.redirect(safeRedirect(returnTo, buildPath('home', locale)), 303)
})

/**
 * The footer's "cookie settings" as a form (without the app): the stored choice is forgotten —
 * no optional category is granted until the visitor answers again — and the page comes back with
 * the notice. Nothing is logged: no decision was made.
 */
cookieConsentFormRoutes.post('/settings', async (c) => {
  const fields = await formFields(c)
  clearConsentCookie(c)
  c.header('Cache-Control', 'no-store')
  return c.redirect(safeRedirect(fields[RETURN_FIELD], buildPath('home', c.get('locale'))), 303)
})
