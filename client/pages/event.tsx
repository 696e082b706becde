import { useSuspenseQuery } from '@tanstack/react-query'
import { useApi } from '../lib/api-context'
import { HttpStatusError, type PageModule, type PageProps } from '../lib/page-types'
import { useLocale, useT } from '../i18n/i18n'
import { ApiError } from '../../contract/api'
import type { EventDto } from '../../contract/dto/cms'
import { buildPath } from '../../contract/routes'
import { ResponsiveImage, fromMedia } from '../lib/ui/responsive-image'
import { SafeHtml } from '../lib/ui/safe-html'
import { eventQuery, parseEventId } from '../features/events/queries'
import { formatDateRange, isoDate } from '../../contract/format-date'
import { plainText } from '../features/posts/plain-text'

function requireId(raw: string | undefined): number {
  const id = parseEventId(raw)
  if (id === null) throw new HttpStatusError(404, 'Event not found')
  return id
}

function eventJsonLd(event: EventDto, path: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: plainText(event.description, 300),
    startDate: isoDate(event.startsAt),
    ...(event.endsAt ? { endDate: isoDate(event.endsAt) } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    url: path,
    ...(event.location ? { location: { '@type': 'Place', name: event.location, address: event.location } } : {}),
    ...(event.media ? { image: [event.media.urls.large] } : {}),
    ...(event.ticketUrl ? { offers: { '@type': 'Offer', url: event.ticketUrl } } : {}),
    organizer: { '@type': 'Organization', name: 'izlog' },
  }
}

/** Event (`/dogadjaj/{id}`, `/en/event/{id}`): title, date range, location, image, description, tickets. */
function EventPage({ match }: PageProps) {
  const t = useT()
  const locale = useLocale()
  const api = useApi()
  const { data: event } = useSuspenseQuery(eventQuery(api, locale, requireId(match.params['id'])))
  return (
    <article className="event-detail" aria-labelledby="event-title">
      <header className="event-detail__hero">
        {event.media ? (
          <ResponsiveImage
            className="event-detail__image"
            image={fromMedia(event.media, event.title)}
            sizes="100vw"
            priority
          />
        ) : null}
        <div className="container">
          <h1 id="event-title">{event.title}</h1>
        </div>
      </header>
      <div className="container container--narrow event-detail__content">
        <dl className="event-detail__facts" aria-label={t('content.event.details')}>
          <div>
            <dt>{t('content.event.when')}</dt>
            <dd>
              <time dateTime={isoDate(event.startsAt)}>{formatDateRange(event.startsAt, event.endsAt, locale)}</time>
            </dd>
          </div>
          {event.location ? (
            <div>
              <dt>{t('content.event.where')}</dt>
              <dd>{event.location}</dd>
            </div>
          ) : null}
          {event.ticketUrl ? (
            <div>
              <dt>{t('content.event.tickets')}</dt>
              <dd>
                <a className="btn btn--primary" href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                  {t('content.event.buyTickets')}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
        <SafeHtml className="prose event-detail__description" html={event.description} />
      </div>
    </article>
  )
}

export const page: PageModule = {
  Component: EventPage,
  critical: async (ctx) => {
    const id = requireId(ctx.match.params['id'])
    let event: EventDto
    try {
      event = await ctx.queryClient.query(eventQuery(ctx.api, ctx.locale, id))
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400))
        throw new HttpStatusError(404, 'Event not found')
      throw error
    }
    const path = buildPath('event', ctx.locale, { id: String(id) })
    return {
      head: {
        title: event.title,
        description: plainText(event.description) || undefined,
        alternates: {
          hr: buildPath('event', 'hr', { id: String(id) }),
          en: buildPath('event', 'en', { id: String(id) }),
        },
        image: event.media?.urls.large,
        ogType: 'website',
        jsonLd: [eventJsonLd(event, path)],
      },
    }
  },
}
