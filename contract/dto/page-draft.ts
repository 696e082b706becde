import type { Section, SectionImage } from './sections'

/**
 * Edit mode (issue 15): what an editor works on — a page's draft in one language, or the live
 * page when there is no draft yet (`revision` 0). A save names the revision it started from.
 */
export interface PageDraftDto {
  postId: number
  language: 'hr' | 'en'
  title: string
  sections: Section[]
  /** 0: no draft yet (the live page); every save adds one. */
  revision: number
  /** The live page's version the draft started from. */
  baseVersion: number
  /** The live page's version now (differs from baseVersion when someone published meanwhile). */
  liveVersion: number
  updatedAt: string | null
  /** Who saved the draft last (null: nobody yet). */
  updatedBy: string | null
  /** Visitors see the page (a new page stays unpublished until its first Publish). */
  published: boolean
  /** The languages the page has a translation in. */
  languages: Array<'hr' | 'en'>
  /** A blog post's own fields (null for a page, which is built from sections). */
  post: PostDraftFields | null
}

/** What edit mode changes on a blog post besides its title (its sections stay as they are). */
export interface PostDraftFields {
  excerpt: string
  /** HTML, sanitised by the server. */
  body: string
  /** The hero image. */
  image: SectionImage | null
  categoryIds: number[]
  /** YYYY-MM-DD (the time of day is kept from the live post), or null: not dated yet. */
  publishedAt: string | null
}

/** A new page or a page's new translation: where to edit it. */
export interface NewPageCreated {
  postId: number
  language: 'hr' | 'en'
  path: string
}

export interface PageDraftSaved {
  revision: number
  updatedAt: string
}

/**
 * Publishing answers what the edge must purge: the site paths in both languages, the slugs they
 * are looked up by (finder/decide) and the posts read (post/get) — of the page itself and of every
 * page showing a master component the page changed.
 */
export interface PagePublished {
  postId: number
  version: number
  paths: string[]
  slugs: string[]
  postIds: number[]
  /** A blog post changed: the blog lists (and pages listing the latest posts) show it too. */
  listsChanged: boolean
}
