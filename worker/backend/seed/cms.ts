import type { SeedEnv } from './index'
import type { Locale } from '../../../contract/locales'
import type { SectionImage } from '../../../contract/dto/sections'
import { mediaDto, saveSeedMedia, type SeedMedia } from '../media/store'
import { sanitizeHtml } from '../../lib/sanitize-html'
import { sanitizeSections } from '../cms/sections-schema'
import { cmsArtworkSvg, type CmsArtwork } from './cms-data/artwork'
import { COOKIE, FOOTER, HEADER, NAVIGATIONS } from './cms-data/layout'
import { PAGES } from './cms-data/pages'
import { simplePdf } from './cms-data/pdf'
import { POSTS, TERMS } from './cms-data/posts'
import { CONSENTS, CONSENT_ASSIGNMENTS, DOCUMENTS, EVENTS, FORMS, REDIRECTS } from './cms-data/site'
import { SeedRows } from './rows'
import { allRows, columns, type Row } from '../rows'

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

const svgMedia = (id: number, art: CmsArtwork, fileBase: string): SeedMedia => ({
  id,
  title: art.title,
  originalName: `${fileBase}.svg`,
  mime: 'image/svg+xml',
  bytes: () => new TextEncoder().encode(cmsArtworkSvg(art)).buffer as ArrayBuffer,
  description: art.title,
  width: 1600,
  height: 900,
})

/** Artwork and PDFs are drawn only for media whose row is missing (`bytes` is called lazily). */
function mediaToSeed(): SeedMedia[] {
  const list: SeedMedia[] = []
  for (const page of PAGES)
    list.push(
      svgMedia(
        page.mediaId,
        { title: page.hr.title, hue: page.hue, motif: page.motif, seed: page.mediaId },
        page.hr.slug,
      ),
    )
  list.push(svgMedia(2008, { title: 'Tim studija izlog', hue: 60, motif: 'studio', seed: 2008 }, 'tim-studija'))
  for (const post of POSTS)
    list.push(
      svgMedia(
        post.mediaId,
        { title: post.hr.title, hue: post.hue, motif: post.motif, seed: post.mediaId },
        post.hr.slug,
      ),
    )
  for (const event of EVENTS)
    list.push(
      svgMedia(
        event.mediaId,
        { title: event.hr.title, hue: event.hue, motif: 'event', seed: event.mediaId },
        event.hr.slug,
      ),
    )
  for (const doc of DOCUMENTS) {
    list.push({
      id: doc.mediaId,
      title: doc.hr.title,
      originalName: `${doc.hr.title}.pdf`,
      mime: 'application/pdf',
      bytes: () =>
        simplePdf(doc.hr.title, [
          doc.hr.description,
          doc.en.title,
          doc.en.description,
          'izlog d.o.o., Ozaljska 93, 10000 Zagreb, info@izlog.hr',
        ]),
      description: doc.hr.description,
    })
  }
  return list
}

export async function seedCms(env: SeedEnv): Promise<void> {
  const db = env.DB
  const now = Date.now()
  const iso = (ms: number) => new Date(ms).toISOString()

  // Media first (sections embed their URLs).
  const mediaRows = await saveSeedMedia(env, mediaToSeed())
  const mediaById = new Map([...mediaRows].map(([id, row]) => [id, mediaDto(row)]))
  const image = (mediaId: number, alt: string): SectionImage => {
    const m = mediaById.get(mediaId)
    if (!m) throw new Error(`seed media ${mediaId} missing`)
    return { id: m.id, url: m.newPath, urls: m.urls, alt, width: m.width, height: m.height }
  }

  const rows = new SeedRows(db)

  for (const t of POST_TYPES) rows.insert('post_types', { id: t.id, slug: t.slug, title: t.title })

  for (const term of TERMS) {
    rows.insert('terms', { id: term.id, type: term.type, position: term.position })
    for (const l of LANGS)
      rows.insert('term_translations', {
        term_id: term.id,
        language: l,
        title: term[l].title,
        slug: term[l].slug,
        description: term[l].description,
      })
  }

  // Pages: published a year ago, built from sections.
  for (const page of PAGES) {
    const published = iso(now - 380 * DAY)
    rows.insert('posts', {
      id: page.id,
      post_type_id: 2,
      status: 'published',
      author_name: 'izlog',
      media_id: page.mediaId,
      comments_enabled: 0,
      published_at: published,
      created_at: published,
      updated_at: iso(now - 30 * DAY),
    })
    for (const l of LANGS) {
      const sections = sanitizeSections(page.sections(l, image))
      rows.insert('post_translations', {
        post_id: page.id,
        language: l,
        title: page[l].title,
        slug: page[l].slug,
        excerpt: page[l].excerpt,
        body: '',
        sections: JSON.stringify(sections),
        seo_title: l === 'hr' ? `${page.hr.title} | izlog` : `${page.en.title} | izlog`,
        seo_description: page[l].seoDescription,
      })
    }
  }

  // Blog posts spread over the past year.
  for (const post of POSTS) {
    const published = iso(now - post.daysAgo * DAY - (post.id % 7) * 3600_000)
    const updated = iso(
      now - post.daysAgo * DAY + 2 * DAY < now ? now - post.daysAgo * DAY + 2 * DAY : now - post.daysAgo * DAY,
    )
    rows.insert('posts', {
      id: post.id,
      post_type_id: 1,
      status: 'published',
      author_name: post.author,
      media_id: post.mediaId,
      comments_enabled: 1,
      published_at: published,
      created_at: published,
      updated_at: updated,
    })
    for (const l of LANGS) {
      rows.insert('post_translations', {
        post_id: post.id,
        language: l,
        title: post[l].title,
        slug: post[l].slug,
        excerpt: post[l].excerpt,
        body: sanitizeHtml(post[l].body),
        sections: '[]',
        seo_title: `${post[l].title} | izlog`,
        seo_description: post[l].excerpt,
      })
    }
    post.terms.forEach((termId, position) => rows.insert('post_terms', { post_id: post.id, term_id: termId, position }))
  }

  for (const event of EVENTS) {
    const day = new Date(now + event.startsInDays * DAY)
    day.setUTCHours(event.startHour - 1, 0, 0, 0) // Europe/Zagreb is UTC+1 (UTC+2 in summer); stored in UTC.
    const starts = day.getTime()
    rows.insert('events', {
      id: event.id,
      status: 'published',
      starts_at: iso(starts),
      ends_at: iso(starts + event.durationHours * 3600_000),
      location: event.location,
      media_id: event.mediaId,
      ticket_url: event.ticketUrl,
      created_at: iso(Math.min(now, starts) - 40 * DAY),
    })
    for (const l of LANGS) {
      rows.insert('event_translations', {
        event_id: event.id,
        language: l,
        title: event[l].title,
        slug: event[l].slug,
        description: sanitizeHtml(event[l].description),
      })
    }
  }

  for (const form of FORMS) {
    rows.insert('forms', {
      id: form.id,
      slug: form.slug,
      confirm_email: form.confirmEmail ? 1 : 0,
      captcha: form.captcha ? 1 : 0,
      recipient_email: form.recipient,
    })
    for (const l of LANGS) {
      const goal = form[l].goal
      rows.insert('form_translations', {
        form_id: form.id,
        language: l,
        name: form[l].name,
        fields: JSON.stringify(form[l].fields),
        goal_type: goal?.type ?? 'message',
        goal: goal?.goal ?? '',
      })
    }
  }

  for (const consent of CONSENTS) {
    rows.insert('consents', { id: consent.id, unique_number: consent.uniqueNumber, required: consent.required ? 1 : 0 })
    for (const l of LANGS) {
      rows.insert('consent_translations', {
        consent_id: consent.id,
        language: l,
        display_name: consent[l].name,
        description: sanitizeHtml(consent[l].description),
      })
    }
  }
  for (const assignment of CONSENT_ASSIGNMENTS) {
    rows.insert('consent_assignments', { id: assignment.id, assigned_to: assignment.target })
    assignment.items.forEach(([consentId, required], position) =>
      rows.insert('consent_assignment_items', {
        assignment_id: assignment.id,
        consent_id: consentId,
        required: required ? 1 : 0,
        position,
      }),
    )
  }

  const elements = [
    { handler: 'header-section', title: { hr: 'Zaglavlje', en: 'Header' }, options: HEADER, base: 1 },
    { handler: 'footer-section', title: { hr: 'Podnožje', en: 'Footer' }, options: FOOTER, base: 3 },
    {
      handler: 'cookie-section',
      title: { hr: 'Obavijest o kolačićima', en: 'Cookie notice' },
      options: COOKIE,
      base: 5,
    },
  ] as const
  for (const el of elements) {
    LANGS.forEach((l, i) =>
      rows.insert('elements', {
        id: el.base + i,
        handler: el.handler,
        language: l,
        title: el.title[l],
        slug: `${el.handler}-${l}`,
        options: JSON.stringify(el.options[l]),
        parts: '[]',
        meta: '{}',
        link_meta: '{}',
      }),
    )
  }

  // Navigation: links to catalogue rows only when those rows exist.
  const [categories, products] = await Promise.all([
    allRows(db.prepare('SELECT id FROM categories'), (r: Row) => columns('categories').int(r, 'id')),
    allRows(db.prepare('SELECT id FROM products'), (r: Row) => columns('products').int(r, 'id')),
  ])
  const categoryIds = new Set(categories)
  const productIds = new Set(products)
  for (const nav of NAVIGATIONS) {
    rows.insert('navigations', { id: nav.id, handler: nav.handler, title: nav.title })
    for (const link of nav.links) {
      const ref = link.ref ?? null
      if (link.type === 'category' && (ref === null || !categoryIds.has(ref))) continue
      if (link.type === 'product' && (ref === null || !productIds.has(ref))) continue
      rows.insert('navigation_links', {
        id: link.id,
        navigation_id: nav.id,
        parent_id: link.parentId,
        position: link.position,
        link_type: link.type,
        post_id: link.type === 'page' || link.type === 'post' ? ref : null,
        product_id: link.type === 'product' ? ref : null,
        category_id: link.type === 'category' ? ref : null,
        term_id: link.type === 'term' ? ref : null,
        target: link.target ?? '_self',
      })
      for (const l of LANGS)
        rows.insert('navigation_link_translations', {
          link_id: link.id,
          language: l,
          name: link[l].name,
          href: link[l].href ?? '',
        })
    }
  }

  for (const doc of DOCUMENTS) {
    rows.insert('documents', { id: doc.id, media_id: doc.mediaId, position: doc.id })
    for (const l of LANGS)
      rows.insert('document_translations', {
        document_id: doc.id,
        language: l,
        title: doc[l].title,
        description: doc[l].description,
      })
  }
  for (const r of REDIRECTS) rows.insert('redirects', { id: r.id, from_path: r.from, to_path: r.to, status: r.status })

  await rows.write()
}
