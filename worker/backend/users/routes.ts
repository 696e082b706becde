import { Hono } from 'hono'
import type { BackendEnv } from '../context'
import { authRoutes } from './auth-routes'
import { socialRoutes } from './social-routes'
import { guestRoutes } from './guest-routes'
import { passwordRoutes } from './password-routes'
import { profileRoutes } from './profile-routes'

/** Users & auth API (SPEC §7 Auth and User calls). */
export const userRoutes = new Hono<BackendEnv>()

userRoutes.route('/', authRoutes)
userRoutes.route('/', socialRoutes)
userRoutes.route('/', profileRoutes)
userRoutes.route('/', passwordRoutes)
userRoutes.route('/', guestRoutes)
