import type { Section } from '../../../contract/dto/sections'
import { SafeHtml } from '../../lib/ui/safe-html'

type RichTextData = Extract<Section, { type: 'richText' }>

export function RichTextSection({ section }: { section: RichTextData }) {
  return (
    <section
      className="section rich-text container"
      aria-labelledby={section.title ? `${section.id}-title` : undefined}
    >
      {section.title ? <h2 id={`${section.id}-title`}>{section.title}</h2> : null}
      <SafeHtml className="prose" html={section.html} />
    </section>
  )
}
