import type { Section } from '../../../contract/dto/sections'
import { SectionLink } from './section-link'

type CtaData = Extract<Section, { type: 'cta' }>

export function CtaSection({ section }: { section: CtaData }) {
  return (
    <section className="section cta" aria-labelledby={`${section.id}-title`}>
      <div className="cta__inner container">
        <h2 id={`${section.id}-title`}>{section.title}</h2>
        {section.text ? <p className="cta__text">{section.text}</p> : null}
        <SectionLink link={section.button} className="btn btn--primary" />
      </div>
    </section>
  )
}
