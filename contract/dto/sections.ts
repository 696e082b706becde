/**
 * Page sections: CMS pages (home, about, contact, ...) are an ordered list of typed blocks,
 * stored per language by the backend and rendered by `client/features/sections`.
 * Any `html` field is sanitised by the backend on write and again by the renderer.
 */
/** The line icons of sections and links (drawn by client/features/sections/feature-icon.tsx). */
export const SECTION_ICONS = ['headset', 'cube', 'target', 'gamepad', 'rocket', 'users'] as const
export type SectionIcon = (typeof SECTION_ICONS)[number]

export const LINK_TARGET_KINDS = ['page', 'post', 'product', 'category'] as const
export type LinkTargetKind = (typeof LINK_TARGET_KINDS)[number]
export const LINK_RELS = ['nofollow', 'sponsored'] as const
export type LinkRel = (typeof LINK_RELS)[number]

export interface SectionLink {
  label: string
  /** A site path ('/shop', '/en/blog') or an absolute https URL. */
  href: string
  /** Opens in a new tab; unset: only absolute URLs do. */
  newTab?: boolean
  /** rel values beside the noopener a new tab always gets. */
  rel?: LinkRel[]
  /** A line icon before the label. */
  icon?: SectionIcon
  /** What edit mode chose the link as (the site's own content), so the editor names it again. */
  target?: { kind: LinkTargetKind; id: number; title: string }
}

export interface SectionImage {
  id: number
  /** Default (medium) URL plus per-size URLs as returned by the media API. */
  url: string
  urls?: Partial<Record<'thumbnail' | 'portrait' | 'large' | 'fullhd' | 'medium' | 'original', string>>
  alt: string
  width?: number | null
  height?: number | null
}

/** Every section: its id within the page, and whether editors hid it from visitors (edit mode). */
interface SectionBase {
  id: string
  hidden?: boolean
  /** A master component's section (edited once, shown on every page that uses it). */
  masterId?: number
}

export type Section = SectionBase &
  (
    | { type: 'hero'; id: string; title: string; subtitle?: string; image?: SectionImage; cta?: SectionLink }
    | { type: 'richText'; id: string; title?: string; html: string }
    | {
        type: 'imageText'
        id: string
        title: string
        html: string
        image: SectionImage
        imagePosition: 'left' | 'right'
        cta?: SectionLink
      }
    | { type: 'features'; id: string; title?: string; items: Array<{ title: string; text: string; icon?: string }> }
    | { type: 'stats'; id: string; title?: string; items: Array<{ value: string; label: string }> }
    | { type: 'featuredProducts'; id: string; title: string; limit: number; categorySlug?: string }
    | { type: 'latestPosts'; id: string; title: string; limit: number; termSlug?: string }
    | { type: 'upcomingEvents'; id: string; title: string; limit: number }
    | { type: 'gallery'; id: string; title?: string; images: SectionImage[] }
    | { type: 'faq'; id: string; title?: string; items: Array<{ question: string; answerHtml: string }> }
    | { type: 'cta'; id: string; title: string; text?: string; button: SectionLink }
    | { type: 'contactForm'; id: string; title?: string; formId: number }
    /** Any backend form, rendered from its field definitions (form/get), sent with form/storeData. */
    | { type: 'form'; id: string; title?: string; formId: number }
    | { type: 'newsletter'; id: string; title: string; text?: string }
  )

export type SectionType = Section['type']
