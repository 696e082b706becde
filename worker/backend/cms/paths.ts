import type { Locale } from '../../../contract/locales'
import { HOME_SLUG, buildPath } from '../../../contract/routes'
import { columns, firstRow, type Row } from '../rows'

const slugs = columns('translations')
const readSlug = (r: Row) => ({ slug: slugs.text(r, 'slug') })
const readSlugs = (r: Row) => ({ slug: slugs.text(r, 'slug'), hr_slug: slugs.text(r, 'hr_slug') })

/**
 * Site paths of CMS and catalogue resources per language, built from the one route table:
 * pages and posts `/slug` | `/en/slug` (home `/` | `/en/`), blog terms `/objave/slug` |
 * `/en/blog/slug`, products `/product/slug`, categories `/shop/slug`, events `/dogadjaj/id`.
 */
export function postPath(slug: string, lang: Locale, hrSlug: string = slug): string {
  if (hrSlug === HOME_SLUG || slug === HOME_SLUG || slug === '') return buildPath('home', lang)
  return buildPath('page', lang, { slug })
}

export const termPath = (slug: string, lang: Locale): string => buildPath('blog', lang, { slug })
export const productPath = (slug: string, lang: Locale): string => buildPath('product', lang, { slug })
export const categoryPath = (slug: string, lang: Locale): string => buildPath('shop', lang, { slug })
export const eventPath = (id: number, lang: Locale): string => buildPath('event', lang, { id: String(id) })

/** Slug of a post in one language plus its Croatian slug (home detection), or null. */
export async function postSlugs(
  db: D1Database,
  postId: number,
  lang: Locale,
): Promise<{ slug: string; hrSlug: string } | null> {
  const row = await firstRow(
    db
      .prepare(
        `SELECT t.slug AS slug, hr.slug AS hr_slug FROM post_translations t
       JOIN post_translations hr ON hr.post_id = t.post_id AND hr.language = 'hr'
       WHERE t.post_id = ? AND t.language = ?`,
      )
      .bind(postId, lang),
    readSlugs,
  )
  return row ? { slug: row.slug, hrSlug: row.hr_slug } : null
}

export async function termSlug(db: D1Database, termId: number, lang: Locale): Promise<string | null> {
  const row = await firstRow(
    db.prepare('SELECT slug FROM term_translations WHERE term_id = ? AND language = ?').bind(termId, lang),
    readSlug,
  )
  return row?.slug ?? null
}

export async function productSlug(db: D1Database, productId: number, lang: Locale): Promise<string | null> {
  const row = await firstRow(
    db.prepare('SELECT slug FROM product_translations WHERE product_id = ? AND language = ?').bind(productId, lang),
    readSlug,
  )
  return row?.slug ?? null
}

export async function categorySlug(db: D1Database, categoryId: number, lang: Locale): Promise<string | null> {
  const row = await firstRow(
    db.prepare('SELECT slug FROM category_translations WHERE category_id = ? AND language = ?').bind(categoryId, lang),
    readSlug,
  )
  return row?.slug ?? null
}
