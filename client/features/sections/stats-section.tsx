import type { Section } from '../../../contract/dto/sections'

type StatsData = Extract<Section, { type: 'stats' }>

export function StatsSection({ section }: { section: StatsData }) {
  return (
    <section className="section stats container" aria-labelledby={section.title ? `${section.id}-title` : undefined}>
      {section.title ? <h2 id={`${section.id}-title`}>{section.title}</h2> : null}
      <dl className="stats__list">
        {section.items.map((item, index) => (
          <div key={`${index}-${item.label}`} className="stats__item">
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
