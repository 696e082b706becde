import * as contactForm from './contact-form-section'
import * as cta from './cta-section'
import * as faq from './faq-section'
import * as featuredProducts from './featured-products-section'
import * as features from './features-section'
import * as form from './form-section'
import * as gallery from './gallery-section'
import * as hero from './hero-section'
import * as imageText from './image-text-section'
import * as latestPosts from './latest-posts-section'
import * as newsletter from './newsletter-section'
import * as richText from './rich-text-section'
import * as stats from './stats-section'
import * as upcomingEvents from './upcoming-events-section'
import type { SectionModules } from './section-modules'

/**
 * Where section components come from on the server (and in tests): all bundled. The browser build
 * (scripts/build-client.mjs) uses ./section-source.browser instead, which loads each type's chunk
 * when a page has that section. Both export the same two functions.
 */
const modules: SectionModules = {
  hero,
  richText,
  imageText,
  features,
  stats,
  featuredProducts,
  latestPosts,
  upcomingEvents,
  gallery,
  faq,
  cta,
  contactForm,
  form,
  newsletter,
}

/** The module of a section type (here at once; the browser's may suspend while its chunk loads). */
export function useSectionModule<T extends keyof SectionModules>(type: T): SectionModules[T] {
  return modules[type]
}

/** Makes section types' modules available before rendering them (all are, here). */
export const preloadSections = (_types: readonly string[]): Promise<void> => Promise.resolve()
