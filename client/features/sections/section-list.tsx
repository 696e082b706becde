import type { ReactNode } from 'react'
import type { Section } from '../../../contract/dto/sections'
import { isSectionType, type SectionModules } from './section-modules'
import { useSectionModule } from './section-source'

type SectionTypeName = keyof SectionModules

/** How each type's module renders a section of that type. */
const views: { [T in SectionTypeName]: (module: SectionModules[T], section: Section, first: boolean) => ReactNode } = {
  hero: (m, section, first) => (section.type === 'hero' ? <m.HeroSection section={section} first={first} /> : null),
  richText: (m, section) => (section.type === 'richText' ? <m.RichTextSection section={section} /> : null),
  imageText: (m, section) => (section.type === 'imageText' ? <m.ImageTextSection section={section} /> : null),
  features: (m, section) => (section.type === 'features' ? <m.FeaturesSection section={section} /> : null),
  stats: (m, section) => (section.type === 'stats' ? <m.StatsSection section={section} /> : null),
  featuredProducts: (m, section) =>
    section.type === 'featuredProducts' ? <m.FeaturedProductsSection section={section} /> : null,
  latestPosts: (m, section) => (section.type === 'latestPosts' ? <m.LatestPostsSection section={section} /> : null),
  upcomingEvents: (m, section) =>
    section.type === 'upcomingEvents' ? <m.UpcomingEventsSection section={section} /> : null,
  gallery: (m, section) => (section.type === 'gallery' ? <m.GallerySection section={section} /> : null),
  faq: (m, section) => (section.type === 'faq' ? <m.FaqSection section={section} /> : null),
  cta: (m, section) => (section.type === 'cta' ? <m.CtaSection section={section} /> : null),
  contactForm: (m, section) =>
    section.type === 'contactForm' ? <m.ContactFormSection title={section.title} formId={section.formId} /> : null,
  form: (m, section) => (section.type === 'form' ? <m.FormSection section={section} /> : null),
  newsletter: (m, section) => (section.type === 'newsletter' ? <m.NewsletterSection section={section} /> : null),
}

function renderWith<T extends SectionTypeName>(type: T, module: SectionModules[T], section: Section, first: boolean) {
  return (views[type] as (module: SectionModules[T], section: Section, first: boolean) => ReactNode)(
    module,
    section,
    first,
  )
}

function SectionView({ type, section, first }: { type: SectionTypeName; section: Section; first: boolean }) {
  return renderWith(type, useSectionModule(type), section, first)
}

/** Does the page's first section carry the page's h1 (a hero)? */
export const startsWithHero = (sections: readonly Section[]): boolean => sections[0]?.type === 'hero'

/**
 * Renders a CMS page's sections in order; data sections stream in their own boundaries.
 * `startIndex` is the position of the first of these sections on the page (the first hero is the h1).
 */
export function SectionList({ sections, startIndex = 0 }: { sections: readonly Section[]; startIndex?: number }) {
  return (
    <>
      {sections.map((section, index) =>
        // A section type this build does not know (newer backend): render nothing.
        isSectionType(section.type) ? (
          <SectionView key={section.id} type={section.type} section={section} first={startIndex + index === 0} />
        ) : null,
      )}
    </>
  )
}
