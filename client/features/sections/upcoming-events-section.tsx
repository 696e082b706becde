import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../../lib/api-context'
import { useLocale, useT } from '../../i18n/i18n'
import type { Section } from '../../../contract/dto/sections'
import { EventCard } from '../events/event-card'
import { eventListQuery } from '../events/queries'
import { SectionBoundary } from '../../lib/ui/section-boundary'
import { sectionLimit } from './section-queries'

type UpcomingEventsData = Extract<Section, { type: 'upcomingEvents' }>

function UpcomingEventList({ section }: { section: UpcomingEventsData }) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data } = useSuspenseQuery(
    eventListQuery(api, locale, { period: 'upcoming', page: 1, limit: sectionLimit(section.limit) }),
  )
  if (data.data.length === 0) return <p className="empty-state">{t('content.sections.noEvents')}</p>
  return (
    <ul className="grid grid--3 event-grid">
      {data.data.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  )
}

export function UpcomingEventsSection({ section }: { section: UpcomingEventsData }) {
  return (
    <section className="section upcoming-events container" aria-labelledby={`${section.id}-title`}>
      <h2 id={`${section.id}-title`}>{section.title}</h2>
      <SectionBoundary>
        <UpcomingEventList section={section} />
      </SectionBoundary>
    </section>
  )
}
