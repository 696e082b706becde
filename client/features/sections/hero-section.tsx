import type { Section } from '../../../contract/dto/sections'
import { ResponsiveImage } from '../../lib/ui/responsive-image'
import { SectionLink } from './section-link'

type HeroData = Extract<Section, { type: 'hero' }>

/** Full-width hero (max height 634 px, SPEC §9); the first hero of a page carries its h1. */
export function HeroSection({ section, first }: { section: HeroData; first: boolean }) {
  const Heading = first ? 'h1' : 'h2'
  return (
    <section className="section hero" aria-labelledby={`${section.id}-title`}>
      {section.image ? (
        <ResponsiveImage className="hero__image" image={section.image} sizes="100vw" priority={first} />
      ) : null}
      <div className="hero__content container">
        <Heading id={`${section.id}-title`} className="hero__title">
          {section.title}
        </Heading>
        {section.subtitle ? <p className="hero__subtitle">{section.subtitle}</p> : null}
        {section.cta ? <SectionLink link={section.cta} className="btn btn--primary" /> : null}
      </div>
    </section>
  )
}
