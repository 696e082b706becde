import type { SeedEnv } from './index'
import type { Locale } from '../../../client/i18n/locales'
import type { SectionImage } from '../../../client/lib/dto/sections'
import { mediaDto, saveMedia, type NewMedia } from '../media/store'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { sanitizeSections } from '../cms/sections-schema'
import { cmsArtworkSvg, type CmsArtwork } from './cms-data/artwork'
import { COOKIE, FOOTER, HEADER, NAVIGATIONS } from './cms-data/layout'
import { PAGES } from './cms-data/pages'
import { simplePdf } from './cms-data/pdf'
import { POSTS, TERMS } from './cms-data/posts'
import { CONSENTS, CONSENT_ASSIGNMENTS, DOCUMENTS, EVENTS, FORMS, REDIRECTS } from './cms-data/site'

/**
 * CMS seed: post types, blog terms, pages (sections) and posts, events, forms, consents, layout
 * elements, navigation trees, documents and redirects — Croatian and English. Idempotent: fixed
 * ids + INSERT OR IGNORE; media (ids 2000–2999) only when missing. Dates are relative to the
 * first run (posts over the past year, three upcoming and three past events) and kept afterwards.
 */
const LANGS: Locale[] = ['hr', 'en']
const DAY = 24 * 60 * 60 * 1000
const POST_TYPES = [
  { id: 1, slug: 'post', title: 'Objava' },
  { id: 2, slug: 'page', title: 'Stranica' },
  { id: 3, slug: 'project', title: 'Projekt' },
]

const svgMedia = (id: number, art: CmsArtwork, fileBase: string): NewMedia => ({
  id,
  title: art.title,
  originalName: `${fileBase}.svg`,
  mime: 'image/svg+xml',
  bytes: new TextEncoder().encode(cmsArtworkSvg(art)).buffer as ArrayBuffer,
  description: art.title,
  width: 1600,
  height: 900,
})

function mediaToSeed(): NewMedia[] {
  const list: NewMedia[] = []
  for (const page of PAGES) list.push(svgMedia(page.mediaId, { title: page.hr.title, hue: page.hue, motif: page.motif, seed: page.mediaId }, page.hr.slug))
  list.push(svgMedia(2008, { title: 'Tim studija izlog', hue: 60, motif: 'studio', seed: 2008 }, 'tim-studija'))
  for (const post of POSTS) list.push(svgMedia(post.mediaId, { title: post.hr.title, hue: post.hue, motif: post.motif, seed: post.mediaId }, post.hr.slug))
  for (const event of EVENTS) list.push(svgMedia(event.mediaId, { title: event.hr.title, hue: event.hue, motif: 'event', seed: event.mediaId }, event.hr.slug))
  for (const doc of DOCUMENTS) {
    list.push({
      id: doc.mediaId,
      title: doc.hr.title,
      originalName: `${doc.hr.title}.pdf`,
      mime: 'application/pdf',
      bytes: simplePdf(doc.hr.title, [doc.hr.description, doc.en.title, doc.en.description, 'izlog d.o.o., Ozaljska 93, 10000 Zagreb, info@izlog.hr']),
      description: doc.hr.description,
    })
  }
  return list
}

async function chunkedBatch(db: D1Database, statements: D1PreparedStatement[]): Promise<void> {
  for (let i = 0; i < statements.length; i += 400) await db.batch(statements.slice(i, i + 400))
}

export async function seedCms(env: SeedEnv): Promise<void> {
  const db = env.DB
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()

  // Media first (sections embed their URLs).
  const wanted = mediaToSeed()
  const { results: present } = await db.prepare('SELECT id FROM media WHERE id BETWEEN 2000 AND 2999').all<{ id: number }>()
  const have = new Set(present.map((r) => r.id))
  for (const media of wanted) if (media.id !== undefined && !have.has(media.id)) await saveMedia(env, media)
  const { results: mediaRows } = await db.prepare('SELECT * FROM media WHERE id BETWEEN 2000 AND 2999').all<Parameters<typeof mediaDto>[0]>()
  const mediaById = new Map(mediaRows.map((row) => [row.id, mediaDto(row)]))
  const image = (mediaId: number, alt: string): SectionImage => {
    const m = mediaById.get(mediaId)
    if (!m) throw new Error(`seed media ${mediaId} missing`)
    return { id: m.id, url: m.newPath, urls: m.urls, alt, width: m.width, height: m.height }
  }

  const s: D1PreparedStatement[] = []
  const add = (sql: string, ...binds: unknown[]) => s.push(db.prepare(sql).bind(...binds))

  for (const t of POST_TYPES) add('INSERT OR IGNORE INTO post_types (id, slug, title) VALUES (?, ?, ?)', t.id, t.slug, t.title)

  for (const term of TERMS) {
    add('INSERT OR IGNORE INTO terms (id, type, position) VALUES (?, ?, ?)', term.id, term.type, term.position)
    for (const l of LANGS) add('INSERT OR IGNORE INTO term_translations (term_id, language, title, slug, description) VALUES (?, ?, ?, ?, ?)', term.id, l, term[l].title, term[l].slug, term[l].description)
  }

  // Pages: published a year ago, built from sections.
  for (const page of PAGES) {
    const published = iso(now - 380 * DAY)
    add(
      "INSERT OR IGNORE INTO posts (id, post_type_id, status, author_name, media_id, comments_enabled, published_at, created_at, updated_at) VALUES (?, 2, 'published', 'izlog', ?, 0, ?, ?, ?)",
      page.id,
      page.mediaId,
      published,
      published,
      iso(now - 30 * DAY),
    )
    for (const l of LANGS) {
      const sections = sanitizeSections(page.sections(l, image))
      add(
        'INSERT OR IGNORE INTO post_translations (post_id, language, title, slug, excerpt, body, sections, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        page.id,
        l,
        page[l].title,
        page[l].slug,
        page[l].excerpt,
        '',
        JSON.stringify(sections),
        l === 'hr' ? `${page.hr.title} | izlog` : `${page.en.title} | izlog`,
        page[l].seoDescription,
      )
    }
  }

  // Blog posts spread over the past year.
  for (const post of POSTS) {
    const published = iso(now - post.daysAgo * DAY - (post.id % 7) * 3600_000)
    const updated = iso(now - post.daysAgo * DAY + 2 * DAY < now ? now - post.daysAgo * DAY + 2 * DAY : now - post.daysAgo * DAY)
    add(
      "INSERT OR IGNORE INTO posts (id, post_type_id, status, author_name, media_id, comments_enabled, published_at, created_at, updated_at) VALUES (?, 1, 'published', ?, ?, 1, ?, ?, ?)",
      post.id,
      post.author,
      post.mediaId,
      published,
      published,
      updated,
    )
    for (const l of LANGS) {
      add(
        'INSERT OR IGNORE INTO post_translations (post_id, language, title, slug, excerpt, body, sections, seo_title, seo_description) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        post.id,
        l,
        post[l].title,
        post[l].slug,
        post[l].excerpt,
        sanitizeHtml(post[l].body),
        '[]',
        `${post[l].title} | izlog`,
        post[l].excerpt,
      )
    }
    post.terms.forEach((termId, position) => add('INSERT OR IGNORE INTO post_terms (post_id, term_id, position) VALUES (?, ?, ?)', post.id, termId, position))
  }

  for (const event of EVENTS) {
    const day = new Date(now + event.startsInDays * DAY)
    day.setUTCHours(event.startHour - 1, 0, 0, 0) // Europe/Zagreb is UTC+1 (UTC+2 in summer); stored in UTC.
    const starts = day.getTime()
    add(
      "INSERT OR IGNORE INTO events (id, status, starts_at, ends_at, location, media_id, ticket_url, created_at) VALUES (?, 'published', ?, ?, ?, ?, ?, ?)",
      event.id,
      iso(starts),
      iso(starts + event.durationHours * 3600_000),
      event.location,
      event.mediaId,
      event.ticketUrl,
      iso(Math.min(now, starts) - 40 * DAY),
    )
    for (const l of LANGS) add('INSERT OR IGNORE INTO event_translations (event_id, language, title, slug, description) VALUES (?, ?, ?, ?, ?)', event.id, l, event[l].title, event[l].slug, sanitizeHtml(event[l].description))
  }

  for (const form of FORMS) {
    add('INSERT OR IGNORE INTO forms (id, slug, confirm_email, recipient_email) VALUES (?, ?, ?, ?)', form.id, form.slug, form.confirmEmail ? 1 : 0, form.recipient)
    for (const l of LANGS) add('INSERT OR IGNORE INTO form_translations (form_id, language, name, fields) VALUES (?, ?, ?, ?)', form.id, l, form[l].name, JSON.stringify(form[l].fields))
  }

  for (const consent of CONSENTS) {
    add('INSERT OR IGNORE INTO consents (id, unique_number, required) VALUES (?, ?, ?)', consent.id, consent.uniqueNumber, consent.required ? 1 : 0)
    for (const l of LANGS) add('INSERT OR IGNORE INTO consent_translations (consent_id, language, display_name, description) VALUES (?, ?, ?, ?)', consent.id, l, consent[l].name, sanitizeHtml(consent[l].description))
  }
  for (const assignment of CONSENT_ASSIGNMENTS) {
    add('INSERT OR IGNORE INTO consent_assignments (id, assigned_to) VALUES (?, ?)', assignment.id, assignment.target)
    assignment.items.forEach(([consentId, required], position) =>
      add('INSERT OR IGNORE INTO consent_assignment_items (assignment_id, consent_id, required, position) VALUES (?, ?, ?, ?)', assignment.id, consentId, required ? 1 : 0, position),
    )
  }

  const elements = [
    { handler: 'header-section', title: { hr: 'Zaglavlje', en: 'Header' }, options: HEADER, base: 1 },
    { handler: 'footer-section', title: { hr: 'Podnožje', en: 'Footer' }, options: FOOTER, base: 3 },
    { handler: 'cookie-section', title: { hr: 'Obavijest o kolačićima', en: 'Cookie notice' }, options: COOKIE, base: 5 },
  ] as const
  for (const el of elements) {
    LANGS.forEach((l, i) =>
      add(
        "INSERT OR IGNORE INTO elements (id, handler, language, title, slug, options, parts, meta, link_meta) VALUES (?, ?, ?, ?, ?, ?, '[]', '{}', '{}')",
        el.base + i,
        el.handler,
        l,
        el.title[l],
        `${el.handler}-${l}`,
        JSON.stringify(el.options[l]),
      ),
    )
  }

  // Navigation: links to catalogue rows only when those rows exist.
  const [categories, products] = await Promise.all([
    db.prepare('SELECT id FROM categories').all<{ id: number }>(),
    db.prepare('SELECT id FROM products').all<{ id: number }>(),
  ])
  const categoryIds = new Set(categories.results.map((r) => r.id))
  const productIds = new Set(products.results.map((r) => r.id))
  for (const nav of NAVIGATIONS) {
    add('INSERT OR IGNORE INTO navigations (id, handler, title) VALUES (?, ?, ?)', nav.id, nav.handler, nav.title)
    for (const link of nav.links) {
      const ref = link.ref ?? null
      if (link.type === 'category' && (ref === null || !categoryIds.has(ref))) continue
      if (link.type === 'product' && (ref === null || !productIds.has(ref))) continue
      add(
        'INSERT OR IGNORE INTO navigation_links (id, navigation_id, parent_id, position, link_type, post_id, product_id, category_id, term_id, target) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        link.id,
        nav.id,
        link.parentId,
        link.position,
        link.type,
        link.type === 'page' || link.type === 'post' ? ref : null,
        link.type === 'product' ? ref : null,
        link.type === 'category' ? ref : null,
        link.type === 'term' ? ref : null,
        link.target ?? '_self',
      )
      for (const l of LANGS) add('INSERT OR IGNORE INTO navigation_link_translations (link_id, language, name, href) VALUES (?, ?, ?, ?)', link.id, l, link[l].name, link[l].href ?? '')
    }
  }

  for (const doc of DOCUMENTS) {
    add('INSERT OR IGNORE INTO documents (id, media_id, position) VALUES (?, ?, ?)', doc.id, doc.mediaId, doc.id)
    for (const l of LANGS) add('INSERT OR IGNORE INTO document_translations (document_id, language, title, description) VALUES (?, ?, ?, ?)', doc.id, l, doc[l].title, doc[l].description)
  }
  for (const r of REDIRECTS) add('INSERT OR IGNORE INTO redirects (id, from_path, to_path, status) VALUES (?, ?, ?, ?)', r.id, r.from, r.to, r.status)

  await chunkedBatch(db, s)
}
