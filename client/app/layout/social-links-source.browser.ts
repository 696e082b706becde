import { lazy } from 'react'

/** In the browser the footer's social links are their own chunk (see ./social-links-source). */
export const SocialLinks = lazy(() => import('./social-links').then((module) => ({ default: module.SocialLinks })))
