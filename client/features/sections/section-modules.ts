import type { SectionType } from '../../../contract/dto/sections'

/** Each section type's module (types only: the server bundles them all, the browser loads each on demand). */
export interface SectionModules {
  hero: typeof import('./hero-section')
  richText: typeof import('./rich-text-section')
  imageText: typeof import('./image-text-section')
  features: typeof import('./features-section')
  stats: typeof import('./stats-section')
  featuredProducts: typeof import('./featured-products-section')
  latestPosts: typeof import('./latest-posts-section')
  upcomingEvents: typeof import('./upcoming-events-section')
  gallery: typeof import('./gallery-section')
  faq: typeof import('./faq-section')
  cta: typeof import('./cta-section')
  contactForm: typeof import('./contact-form-section')
  form: typeof import('./form-section')
  newsletter: typeof import('./newsletter-section')
}

/** Every section type this build renders. */
export const SECTION_TYPES = [
  'hero',
  'richText',
  'imageText',
  'features',
  'stats',
  'featuredProducts',
  'latestPosts',
  'upcomingEvents',
  'gallery',
  'faq',
  'cta',
  'contactForm',
  'form',
  'newsletter',
] as const satisfies readonly SectionType[]

/** Is `type` a section type this build renders (a newer backend may send others)? */
export const isSectionType = (type: string): type is keyof SectionModules =>
  (SECTION_TYPES as readonly string[]).includes(type)

/** The section types of a page, each once, in order of first appearance. */
export const sectionTypesOf = (sections: ReadonlyArray<{ type: string }>): Array<keyof SectionModules> => [
  ...new Set(sections.map((section) => section.type).filter(isSectionType)),
]
