import { useT } from '../../i18n/i18n'
import { WidgetBoundary } from '../../lib/ui/widget-boundary'
import { CmsForm } from '../forms/cms-form'
import type { Section } from '../../../contract/dto/sections'

/** A CMS form as a page section (its definition streams in). */
export function FormSection({ section }: { section: Extract<Section, { type: 'form' }> }) {
  const t = useT()
  return (
    <section className="section container cms-form-section">
      <WidgetBoundary errorText={t('content.forms.loadFailed')}>
        <CmsForm formId={section.formId} title={section.title} />
      </WidgetBoundary>
    </section>
  )
}
