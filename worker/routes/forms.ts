import { Hono } from 'hono'
import type { AppEnv } from '../env'
import type { CaptchaConfig } from '../../contract/dto/cms'
import { CAPTCHA_ORIGINS, captchaConfig } from '../lib/captcha'

/** /api/forms/captcha: the captcha provider and site key pages need to show a form's challenge (null: none configured). */
export const formsRoutes = new Hono<AppEnv>()

formsRoutes.get('/captcha', (c) => {
  const config = captchaConfig(c.env)
  const data: CaptchaConfig | null = config ? { ...config, script: CAPTCHA_ORIGINS[config.provider].script } : null
  return c.json({ data }, 200, { 'Cache-Control': 'public, max-age=300' })
})
