import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { seedCms } from '../seed/cms'

const TABLES = [
  'post_types',
  'terms',
  'term_translations',
  'posts',
  'post_translations',
  'post_terms',
  'events',
  'event_translations',
  'forms',
  'form_translations',
  'consents',
  'consent_translations',
  'consent_assignments',
  'consent_assignment_items',
  'elements',
  'navigations',
  'navigation_links',
  'navigation_link_translations',
  'documents',
  'document_translations',
  'redirects',
]

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const table of TABLES) {
    const row = await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>()
    out[table] = row?.n ?? 0
  }
  return out
}

describe('cms seed', () => {
  it('seeds believable content in both languages', async () => {
    const c = await counts()
    expect(c['posts']).toBeGreaterThanOrEqual(7 + 12)
    const langs = await env.DB.prepare('SELECT language, COUNT(*) AS n FROM post_translations GROUP BY language').all<{
      language: string
      n: number
    }>()
    const hr = langs.results.find((r) => r.language === 'hr')?.n ?? 0
    expect(hr).toBeGreaterThanOrEqual(19)
    expect(langs.results.find((r) => r.language === 'en')?.n).toBe(hr)
    const games = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM post_terms x JOIN term_translations t ON t.term_id = x.term_id AND t.language = 'hr' WHERE t.slug = 'igre'",
    ).first<{ n: number }>()
    expect(games?.n).toBeGreaterThanOrEqual(3)
    const upcoming = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM events WHERE starts_at > strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    ).first<{ n: number }>()
    expect(upcoming?.n).toBeGreaterThanOrEqual(3)
    const past = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM events WHERE ends_at < strftime('%Y-%m-%dT%H:%M:%fZ', 'now')",
    ).first<{ n: number }>()
    expect(past?.n).toBeGreaterThanOrEqual(3)
    const body = await env.DB.prepare(
      "SELECT body FROM post_translations WHERE slug = 'duboko-more-vr-iza-kulisa'",
    ).first<{ body: string }>()
    expect(body?.body).toContain('arheolozima')
    expect(body?.body.toLowerCase()).not.toContain('lorem')
    const media = await env.DB.prepare('SELECT r2_key FROM media WHERE id = 2101').first<{ r2_key: string }>()
    expect(media).not.toBeNull()
    expect(await env.MEDIA.head(media?.r2_key ?? '')).not.toBeNull()
  })

  it('is idempotent: a second run changes nothing and keeps edits', async () => {
    await env.DB.prepare(
      "UPDATE post_translations SET title = 'Uređeni naslov' WHERE post_id = 101 AND language = 'hr'",
    ).run()
    const before = await counts()
    const mediaBefore = await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE id BETWEEN 2000 AND 2999').first<{
      n: number
    }>()
    await seedCms(env)
    expect(await counts()).toEqual(before)
    const mediaAfter = await env.DB.prepare('SELECT COUNT(*) AS n FROM media WHERE id BETWEEN 2000 AND 2999').first<{
      n: number
    }>()
    expect(mediaAfter?.n).toBe(mediaBefore?.n)
    const edited = await env.DB.prepare(
      "SELECT title FROM post_translations WHERE post_id = 101 AND language = 'hr'",
    ).first<{ title: string }>()
    expect(edited?.title).toBe('Uređeni naslov')
  })
})
