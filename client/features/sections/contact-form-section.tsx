import { ContactForm } from '../contact/contact-form'
import { SectionBoundary } from '../../lib/ui/section-boundary'

/** The contact form as a page section (its consents stream in). */
export function ContactFormSection({ title, formId }: { title?: string; formId?: number }) {
  return (
    <section className="section contact-form-section container">
      <SectionBoundary>
        <ContactForm title={title} formId={formId} />
      </SectionBoundary>
    </section>
  )
}
