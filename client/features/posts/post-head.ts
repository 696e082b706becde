import type { HeadData } from '../../lib/page-types'
import type { PostDto } from '../../../contract/dto/cms'
import type { Locale } from '../../../contract/locales'
import { LOCALES } from '../../../contract/locales'
import { HOME_SLUG, resourcePathOf } from '../../../contract/routes'
import { isoDate } from '../../../contract/format-date'
import { plainText } from './plain-text'

/** Is this CMS page the home page (slug 'naslovnica' in Croatian)? */
export const isHomePage = (post: Pick<PostDto, 'slugs'>): boolean => post.slugs.hr === HOME_SLUG

/** The site path of a page or post in a locale (home → '/' or '/en/'). */
export function resourcePath(post: Pick<PostDto, 'slugs'>, locale: Locale): string {
  return resourcePathOf(post.slugs, locale)
}

/** Paths of the same page/post per locale (hreflang alternates and the language switcher). */
export function resourceAlternates(post: Pick<PostDto, 'slugs'>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((locale) => [locale, resourcePath(post, locale)])) as Record<Locale, string>
}

function description(post: PostDto): string | undefined {
  const text = post.seo.description || post.excerpt || plainText(post.body)
  return text ? plainText(text) : undefined
}

/** Head of a CMS page (sections). */
export function pageHead(post: PostDto): HeadData {
  return {
    title: post.seo.title || post.title,
    description: description(post),
    alternates: resourceAlternates(post),
    image: post.media?.urls.large ?? undefined,
    ogType: 'website',
  }
}

/** Head of a blog post: article OG type and a schema.org BlogPosting. */
export function postHead(post: PostDto, locale: Locale): HeadData {
  const path = resourcePath(post, locale)
  const image = post.media?.urls.large
  return {
    title: post.seo.title || post.title,
    description: description(post),
    alternates: resourceAlternates(post),
    image,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: description(post),
        url: path,
        mainEntityOfPage: path,
        inLanguage: locale,
        datePublished: isoDate(post.published_at ?? post.created_at),
        dateModified: isoDate(post.updated_at),
        author: { '@type': 'Person', name: post.user.displayName },
        publisher: { '@type': 'Organization', name: 'izlog' },
        ...(image ? { image } : {}),
        ...(post.terms.categories.length > 0
          ? { articleSection: post.terms.categories.map((term) => term.title) }
          : {}),
      },
    ],
  }
}
