import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { backofficeOnly } from './guard'
import { adminModerationRoutes } from './moderation-routes'
import { adminFormRoutes } from './form-routes'
import { adminNewsletterRoutes } from './newsletter-routes'
import { adminRedirectRoutes } from './redirect-routes'
import { adminOutboxRoutes } from './outbox-routes'
import { adminConsentRoutes } from './consent-routes'
import { adminTemplateRoutes } from './template-routes'
import { adminMemberCardRoutes } from './member-card-routes'

/** The backoffice's calls (issue 16), all under /api/v1/admin/ and all behind the backoffice check. */
export const adminRoutes = new Hono<BackendEnv>()

adminRoutes.use('/api/v1/admin/*', backofficeOnly)
for (const routes of [
  adminModerationRoutes,
  adminFormRoutes,
  adminNewsletterRoutes,
  adminRedirectRoutes,
  adminOutboxRoutes,
  adminConsentRoutes,
  adminTemplateRoutes,
  adminMemberCardRoutes,
]) {
  adminRoutes.route('/', routes)
}
