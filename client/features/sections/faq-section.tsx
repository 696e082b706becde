import type { Section } from '../../../contract/dto/sections'
import { SafeHtml } from '../../lib/ui/safe-html'

type FaqData = Extract<Section, { type: 'faq' }>

/** Questions as native details/summary disclosures (keyboard and screen-reader friendly). */
export function FaqSection({ section }: { section: FaqData }) {
  return (
    <section className="section faq container" aria-labelledby={section.title ? `${section.id}-title` : undefined}>
      {section.title ? <h2 id={`${section.id}-title`}>{section.title}</h2> : null}
      <div className="faq__list">
        {section.items.map((item, index) => (
          <details key={`${index}-${item.question}`} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <SafeHtml className="faq__answer prose" html={item.answerHtml} />
          </details>
        ))}
      </div>
    </section>
  )
}
