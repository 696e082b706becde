import { Link } from '../../lib/link'
import { useLocale, useT } from '../../i18n/i18n'
import type { EventDto } from '../../../contract/dto/cms'
import { ResponsiveImage, fromMedia } from '../../lib/ui/responsive-image'
import { formatDateRange, isoDate } from '../../../contract/format-date'

/** Event teaser: image, date range (Europe/Zagreb), title linking to the event page, location. */
export function EventCard({ event }: { event: EventDto }) {
  const t = useT()
  const locale = useLocale()
  const titleId = `event-card-${event.id}`
  return (
    <article className="card event-card" aria-labelledby={titleId}>
      {event.media ? (
        <Link
          to="event"
          params={{ id: String(event.id) }}
          className="event-card__media"
          tabIndex={-1}
          aria-hidden="true"
        >
          <ResponsiveImage
            className="card__media"
            image={fromMedia(event.media)}
            sizes="(min-width: 1024px) 33vw, 100vw"
            decorative
          />
        </Link>
      ) : null}
      <div className="card__body event-card__body">
        <p className="card__meta event-card__date">
          <span className="visually-hidden">{t('content.event.when')}: </span>
          <time dateTime={isoDate(event.startsAt)}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
        </p>
        <h3 id={titleId} className="card__title event-card__title">
          <Link to="event" params={{ id: String(event.id) }}>
            {event.title}
          </Link>
        </h3>
        {event.location ? (
          <p className="event-card__location">
            <span className="visually-hidden">{t('content.event.where')}: </span>
            {event.location}
          </p>
        ) : null}
      </div>
    </article>
  )
}
