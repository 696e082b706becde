import type { Locale } from '../../../contract/locales'
import type { EventDto, EventPeriod } from '../../../contract/dto/cms'
import { eventPath } from './paths'
import { loadMedia, nowIso, placeholders } from './shared'
import { allRows, columns, countOf, firstRow, type Row } from '../rows'

/** Event queries and DTOs. */
interface EventRow {
  id: number
  starts_at: string
  ends_at: string | null
  location: string
  media_id: number | null
  ticket_url: string | null
  title: string
  slug: string
  description: string
  slug_hr: string
  slug_en: string
}

const events = columns('events')
const readEventRow = (r: Row): EventRow => ({
  id: events.int(r, 'id'),
  starts_at: events.text(r, 'starts_at'),
  ends_at: events.nullableText(r, 'ends_at'),
  location: events.text(r, 'location'),
  media_id: events.nullableInt(r, 'media_id'),
  ticket_url: events.nullableText(r, 'ticket_url'),
  title: events.text(r, 'title'),
  slug: events.text(r, 'slug'),
  description: events.text(r, 'description'),
  slug_hr: events.text(r, 'slug_hr'),
  slug_en: events.text(r, 'slug_en'),
})
const readOne = (r: Row) => ({ one: events.int(r, 'one') })

const EVENT_SELECT = `SELECT e.id, e.starts_at, e.ends_at, e.location, e.media_id, e.ticket_url,
    COALESCE(t.title, hr.title) AS title, COALESCE(t.slug, hr.slug) AS slug, COALESCE(t.description, hr.description) AS description,
    hr.slug AS slug_hr, COALESCE(en.slug, hr.slug) AS slug_en
  FROM events e JOIN event_translations hr ON hr.event_id = e.id AND hr.language = 'hr'
  LEFT JOIN event_translations en ON en.event_id = e.id AND en.language = 'en'
  LEFT JOIN event_translations t ON t.event_id = e.id AND t.language = ?1`

/** upcoming: not yet ended (soonest first); past: ended (latest first); all: by start, latest first. */
export async function listEvents(
  db: D1Database,
  lang: Locale,
  period: EventPeriod,
  limit: number,
  offset: number,
): Promise<{ events: EventDto[]; total: number }> {
  const now = nowIso()
  const where =
    period === 'upcoming'
      ? "e.status = 'published' AND COALESCE(e.ends_at, e.starts_at) >= ?2"
      : period === 'past'
        ? "e.status = 'published' AND COALESCE(e.ends_at, e.starts_at) < ?2"
        : "e.status = 'published' AND ?2 = ?2"
  const order = period === 'upcoming' ? 'e.starts_at ASC, e.id' : 'e.starts_at DESC, e.id DESC'
  const [rows, count] = await Promise.all([
    allRows(
      db.prepare(`${EVENT_SELECT} WHERE ${where} ORDER BY ${order} LIMIT ?3 OFFSET ?4`).bind(lang, now, limit, offset),
      readEventRow,
    ),
    countOf(db.prepare(`SELECT COUNT(*) AS n FROM events e WHERE ${where.replace(/\?2/g, '?1')}`).bind(now)),
  ])
  return { events: await eventDtos(db, rows), total: count }
}

export async function getEvent(db: D1Database, lang: Locale, id: number): Promise<EventDto | null> {
  const row = await firstRow(
    db.prepare(`${EVENT_SELECT} WHERE e.id = ?2 AND e.status = 'published'`).bind(lang, id),
    readEventRow,
  )
  return row ? ((await eventDtos(db, [row]))[0] ?? null) : null
}

export async function eventDtosByIds(db: D1Database, lang: Locale, ids: number[]): Promise<EventDto[]> {
  if (!ids.length) return []
  const results = await allRows(
    db.prepare(`${EVENT_SELECT} WHERE e.id IN (${placeholders(ids.length)})`).bind(lang, ...ids),
    readEventRow,
  )
  return eventDtos(db, results)
}

async function eventDtos(db: D1Database, rows: EventRow[]): Promise<EventDto[]> {
  const media = await loadMedia(
    db,
    rows.map((r) => r.media_id),
  )
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    slugs: { hr: r.slug_hr, en: r.slug_en },
    description: r.description,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
    location: r.location,
    media: r.media_id !== null ? (media.get(r.media_id) ?? null) : null,
    ticketUrl: r.ticket_url,
    paths: { hr: eventPath(r.id, 'hr'), en: eventPath(r.id, 'en') },
    resourceType: 'event',
  }))
}

export async function eventExists(db: D1Database, id: number): Promise<boolean> {
  return (await firstRow(db.prepare('SELECT 1 AS one FROM events WHERE id = ?').bind(id), readOne)) !== null
}
