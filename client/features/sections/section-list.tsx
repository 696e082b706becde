import type { Section } from '../../../contract/dto/sections'
import { ContactFormSection } from './contact-form-section'
import { CtaSection } from './cta-section'
import { FaqSection } from './faq-section'
import { FeaturedProductsSection } from './featured-products-section'
import { FeaturesSection } from './features-section'
import { FormSection } from './form-section'
import { GallerySection } from './gallery-section'
import { HeroSection } from './hero-section'
import { ImageTextSection } from './image-text-section'
import { LatestPostsSection } from './latest-posts-section'
import { NewsletterSection } from './newsletter-section'
import { RichTextSection } from './rich-text-section'
import { StatsSection } from './stats-section'
import { UpcomingEventsSection } from './upcoming-events-section'

function SectionView({ section, first }: { section: Section; first: boolean }) {
  switch (section.type) {
    case 'hero':
      return <HeroSection section={section} first={first} />
    case 'richText':
      return <RichTextSection section={section} />
    case 'imageText':
      return <ImageTextSection section={section} />
    case 'features':
      return <FeaturesSection section={section} />
    case 'stats':
      return <StatsSection section={section} />
    case 'featuredProducts':
      return <FeaturedProductsSection section={section} />
    case 'latestPosts':
      return <LatestPostsSection section={section} />
    case 'upcomingEvents':
      return <UpcomingEventsSection section={section} />
    case 'gallery':
      return <GallerySection section={section} />
    case 'faq':
      return <FaqSection section={section} />
    case 'cta':
      return <CtaSection section={section} />
    case 'contactForm':
      return <ContactFormSection title={section.title} formId={section.formId} />
    case 'form':
      return <FormSection section={section} />
    case 'newsletter':
      return <NewsletterSection section={section} />
    default:
      // A section type this build does not know (newer backend): render nothing.
      return null
  }
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
      {sections.map((section, index) => (
        <SectionView key={section.id} section={section} first={startIndex + index === 0} />
      ))}
    </>
  )
}
