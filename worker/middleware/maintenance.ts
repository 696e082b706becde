import { createMiddleware } from 'hono/factory'
import { isOn, type AppEnv } from '../env'
import type { Locale } from '../../contract/locales'
import { errorBody } from '../lib/error-body'
import { isMaintenanceExemptPath } from '../../contract/routes'

/**
 * Step 5: maintenance mode. Everyone but a verified backoffice user gets 503 + Retry-After:
 * the maintenance page in the request's locale, or a JSON body for /api/* calls. Exempt: the
 * auth endpoints (so backoffice users can log in), static assets, media, robots.txt, and the
 * pages whose route the manifest marks `maintenanceExempt` (contract/routes.ts: the admin login).
 */
const EXEMPT = [/^\/api\/auth(\/|$)/, /^\/assets\//, /^\/media\//, /^\/robots\.txt$/]

export const MAINTENANCE_TEXT: Record<Locale, { title: string; body: string }> = {
  hr: { title: 'Održavanje u tijeku', body: 'Trgovina će uskoro ponovno biti dostupna.' },
  en: { title: 'Maintenance in progress', body: 'The shop will be back soon.' },
}

export const isMaintenanceExempt = (path: string): boolean => EXEMPT.some((pattern) => pattern.test(path)) || isMaintenanceExemptPath(path)

export function maintenancePage(locale: Locale, nonce: string): string {
  const text = MAINTENANCE_TEXT[locale]
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${text.title} · izlog</title>
<style nonce="${nonce}">
  :root { color-scheme: dark; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; background: radial-gradient(circle at 30% 20%, #2a2350, #0f0d1a 70%); color: #f4f2ff; }
  main { max-width: 32rem; padding: 2.5rem 2rem; text-align: center; border: 1px solid rgba(255,255,255,.12); border-radius: 1.25rem; background: rgba(255,255,255,.04); }
  .logo { font-weight: 800; letter-spacing: .2em; text-transform: uppercase; color: #9d8cff; margin-bottom: 1.5rem; }
  h1 { font-size: clamp(1.6rem, 4vw, 2.2rem); margin: 0 0 .75rem; }
  p { margin: 0; line-height: 1.6; color: #cfc9ef; }
  @media (prefers-reduced-motion: no-preference) { main { animation: rise .6s ease-out; } @keyframes rise { from { opacity: 0; transform: translateY(8px); } } }
</style>
</head>
<body>
<main>
<div class="logo">izlog</div>
<h1>${text.title}</h1>
<p>${text.body}</p>
</main>
</body>
</html>`
}

export const maintenanceGate = createMiddleware<AppEnv>(async (c, next) => {
  if (!isOn(c.env.MAINTENANCE) || c.get('user')?.isBackofficeUser === true || isMaintenanceExempt(c.req.path)) {
    await next()
    return
  }
  const locale = c.get('locale')
  const headers = { 'Retry-After': '3600', 'Cache-Control': 'no-store' }
  if (c.req.path.startsWith('/api/')) {
    return c.json(errorBody(503, 'MAINTENANCE', MAINTENANCE_TEXT[locale].title), 503, headers)
  }
  return c.html(maintenancePage(locale, c.get('nonce')), 503, headers)
})
