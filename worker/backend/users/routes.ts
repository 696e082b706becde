import type { EndpointRoutes } from '../routing'
import { adminMemberCardRoutes } from './admin-member-card-routes'
import { authRoutes } from './auth-routes'
import { guestRoutes } from './guest-routes'
import { passwordRoutes } from './password-routes'
import { profileRoutes } from './profile-routes'
import { socialRoutes } from './social-routes'

/** Users & auth API (SPEC §7 Auth and User calls) and the backoffice's membership cards (issue 32). */
export const userRoutes: readonly EndpointRoutes[] = [
  authRoutes,
  socialRoutes,
  profileRoutes,
  passwordRoutes,
  guestRoutes,
  adminMemberCardRoutes,
]
