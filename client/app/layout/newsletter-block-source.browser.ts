import { lazy } from 'react'

/** In the browser the footer's newsletter form is its own chunk (see ./newsletter-block-source). */
export const NewsletterBlock = lazy(() =>
  import('./newsletter-block').then((module) => ({ default: module.NewsletterBlock })),
)
