import type { EndpointRoutes } from '../routing'
import { adminConsentRoutes } from './admin-consent-routes'
import { adminFormRoutes } from './admin-form-routes'
import { adminModerationRoutes } from './admin-moderation-routes'
import { adminNewsletterRoutes } from './admin-newsletter-routes'
import { adminRedirectRoutes } from './admin-redirect-routes'
import { commentRoutes } from './comment-routes'
import { consentRoutes, webConsentRoutes } from './consent-routes'
import { contactRoutes, formRoutes } from './form-routes'
import { newsletterRoutes } from './newsletter-routes'
import { pipelineRoutes, redirectRoutes } from './redirect-routes'

/** Comments, forms, consents, the newsletter and redirects: public and staff sub-apps, each at its base path. */
export const engagementRoutes: readonly EndpointRoutes[] = [
  commentRoutes,
  formRoutes,
  contactRoutes,
  consentRoutes,
  webConsentRoutes,
  newsletterRoutes,
  redirectRoutes,
  pipelineRoutes,
  adminModerationRoutes,
  adminFormRoutes,
  adminConsentRoutes,
  adminNewsletterRoutes,
  adminRedirectRoutes,
]
