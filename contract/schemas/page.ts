import * as v from 'valibot'
import { LOCALES } from '../locales'
import { V } from '../validation/keys'

/** SPEC §5 slug rules: at least 4 characters ('Slug je kratak'), lower-case letters, digits and single hyphens. */
export const SlugInput = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(V.required),
  v.minLength(4, V.slugShort),
  v.maxLength(200, V.maxLength),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, V.slugFormat),
)

const Title = v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.maxLength(300, V.maxLength))

/** Edit mode's new page modal (issue 15): its form and POST post/createPage check the same. */
export const NewPageSchema = v.object({
  title: Title,
  slug: SlugInput,
  /** A template of the admin (a post type slug). */
  template: v.pipe(v.string(), v.trim(), v.nonEmpty(V.required), v.maxLength(60, V.maxLength)),
  language: v.picklist(LOCALES, V.required),
})

/** The translation of a page into another language (PUT link/postTranslation). */
export const PageTranslationSchema = v.object({
  postId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: Title,
  slug: SlugInput,
  language: v.picklist(LOCALES, V.required),
})

/** A link's address as edit mode takes it: a path on this site or a full http(s) address (the server checks it again). */
export const LinkHrefInput = v.pipe(
  v.string(),
  v.trim(),
  v.nonEmpty(V.required),
  v.maxLength(2000, V.maxLength),
  v.regex(/^(\/(?!\/)\S*|https?:\/\/[^\s/]+\S*)$/i, V.linkHref),
)

/** 'Naša priča!' → 'nasa-prica' (a suggestion the editor may change). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/đ/g, 'd')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 200)
}
