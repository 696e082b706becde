import type { Section } from '../../../contract/dto/sections'
import { ResponsiveImage } from '../../lib/ui/responsive-image'
import { SafeHtml } from '../../lib/ui/safe-html'
import { SectionLink } from './section-link'

type ImageTextData = Extract<Section, { type: 'imageText' }>

/** Image beside text; `imagePosition` puts the image left or right on wide screens. */
export function ImageTextSection({ section }: { section: ImageTextData }) {
  return (
    <section
      className={`section image-text image-text--${section.imagePosition} container`}
      aria-labelledby={`${section.id}-title`}
    >
      <div className="image-text__media">
        <ResponsiveImage image={section.image} sizes="(min-width: 900px) 50vw, 100vw" />
      </div>
      <div className="image-text__text">
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        <SafeHtml className="prose" html={section.html} />
        {section.cta ? <SectionLink link={section.cta} /> : null}
      </div>
    </section>
  )
}
