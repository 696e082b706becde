import * as v from 'valibot'
import { LINK_RELS, LINK_TARGET_KINDS, SECTION_ICONS } from '../dto/sections'
import { isSafeUrl } from '../safe-url'

/**
 * valibot schema of the page sections contract (contract/dto/sections.ts) for writes; the backend
 * cleans every html field before a page is stored (worker/backend/cms/sections-schema.ts).
 */
const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const Html = v.pipe(v.string(), v.maxLength(100_000))
const Id = v.pipe(v.string(), v.trim(), v.minLength(1, 'section id is required'), v.maxLength(64))

const LinkSchema = v.object({
  label: Text(200),
  href: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(2000),
    v.check((href) => isSafeUrl(href, true), 'link must be a site path or an http(s) URL'),
  ),
  newTab: v.optional(v.boolean()),
  rel: v.optional(v.pipe(v.array(v.picklist(LINK_RELS)), v.maxLength(LINK_RELS.length))),
  icon: v.optional(v.picklist(SECTION_ICONS, 'unknown icon')),
  target: v.optional(
    v.object({
      kind: v.picklist(LINK_TARGET_KINDS),
      id: v.pipe(v.number(), v.integer(), v.minValue(1)),
      title: Text(300),
    }),
  ),
})

export const ImageSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  url: v.pipe(
    v.string(),
    v.maxLength(2000),
    v.check((url) => isSafeUrl(url, false), 'image url must be a site path or an http(s) URL'),
  ),
  urls: v.optional(
    v.record(
      v.picklist(['thumbnail', 'portrait', 'large', 'fullhd', 'medium', 'original']),
      v.pipe(
        v.string(),
        v.maxLength(2000),
        v.check((url) => isSafeUrl(url, false)),
      ),
    ),
  ),
  alt: Text(300),
  width: v.optional(v.nullable(v.number())),
  height: v.optional(v.nullable(v.number())),
})

const Limit = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(48))
/** Hidden sections stay on the page for its editors and are not shown to visitors (edit mode). */
const Hidden = v.optional(v.boolean())
const MasterId = v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)))

export const SectionSchema = v.variant('type', [
  v.object({
    type: v.literal('hero'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    subtitle: v.optional(Text(1000)),
    image: v.optional(ImageSchema),
    cta: v.optional(LinkSchema),
  }),
  v.object({
    type: v.literal('richText'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    html: Html,
  }),
  v.object({
    type: v.literal('imageText'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    html: Html,
    image: ImageSchema,
    imagePosition: v.picklist(['left', 'right']),
    cta: v.optional(LinkSchema),
  }),
  v.object({
    type: v.literal('features'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    items: v.pipe(
      v.array(v.object({ title: Text(200), text: Text(2000), icon: v.optional(Text(60)) })),
      v.maxLength(24),
    ),
  }),
  v.object({
    type: v.literal('stats'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    items: v.pipe(v.array(v.object({ value: Text(40), label: Text(200) })), v.maxLength(12)),
  }),
  v.object({
    type: v.literal('featuredProducts'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    limit: Limit,
    categorySlug: v.optional(Text(200)),
  }),
  v.object({
    type: v.literal('latestPosts'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    limit: Limit,
    termSlug: v.optional(Text(200)),
  }),
  v.object({
    type: v.literal('upcomingEvents'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    limit: Limit,
  }),
  v.object({
    type: v.literal('gallery'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    images: v.pipe(v.array(ImageSchema), v.maxLength(60)),
  }),
  v.object({
    type: v.literal('faq'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    items: v.pipe(v.array(v.object({ question: Text(500), answerHtml: Html })), v.maxLength(60)),
  }),
  v.object({
    type: v.literal('cta'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    text: v.optional(Text(2000)),
    button: LinkSchema,
  }),
  v.object({
    type: v.literal('contactForm'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    formId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    type: v.literal('form'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: v.optional(Text(300)),
    formId: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
  v.object({
    type: v.literal('newsletter'),
    id: Id,
    hidden: Hidden,
    masterId: MasterId,
    title: Text(300),
    text: v.optional(Text(2000)),
  }),
])

export const SectionsSchema = v.pipe(
  v.array(SectionSchema, 'sections must be an array'),
  v.maxLength(60, 'too many sections'),
)
