import type { Section } from '../../../contract/dto/sections'
import { NewsletterForm } from '../newsletter/newsletter-form'

type NewsletterData = Extract<Section, { type: 'newsletter' }>

/** Inline newsletter sign-up block. */
export function NewsletterSection({ section }: { section: NewsletterData }) {
  return (
    <section className="section newsletter-section">
      <div className="container">
        <NewsletterForm title={section.title} text={section.text} idPrefix={section.id} />
      </div>
    </section>
  )
}
