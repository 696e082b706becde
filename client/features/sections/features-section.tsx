import type { Section } from '../../../contract/dto/sections'
import { FeatureIcon } from './feature-icon'

type FeaturesData = Extract<Section, { type: 'features' }>

export function FeaturesSection({ section }: { section: FeaturesData }) {
  // Without a section title the items' titles are the next level below the page's h1.
  const ItemHeading = section.title ? 'h3' : 'h2'
  return (
    <section className="section features container" aria-labelledby={section.title ? `${section.id}-title` : undefined}>
      {section.title ? <h2 id={`${section.id}-title`}>{section.title}</h2> : null}
      <ul className="features__list grid grid--3">
        {section.items.map((item, index) => (
          <li key={`${index}-${item.title}`} className="features__item card">
            {item.icon ? <FeatureIcon name={item.icon} /> : null}
            <ItemHeading className="features__title">{item.title}</ItemHeading>
            <p className="features__text">{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
