import * as v from 'valibot'
import { LAYOUT_HANDLERS, SOCIAL_ICONS } from '../dto/cms'
import { LOCALES } from '../locales'
import { isSafeUrl } from '../safe-url'
import { V } from '../validation/keys'
import { ImageSchema, SectionSchema, SectionsSchema } from './sections'

/** Request schemas of the CMS content calls (contract/endpoints/content.ts): posts, terms, layout, edit mode. */

const WholeNumber = (message: string) =>
  v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))], message)

export const PageSchema = v.optional(
  v.pipe(WholeNumber('page must be a number'), v.integer(), v.minValue(1, 'page must be at least 1')),
  1,
)
export const LimitSchema = (fallback: number) =>
  v.optional(
    v.pipe(
      WholeNumber('limit must be a number'),
      v.integer(),
      v.minValue(1, 'limit must be at least 1'),
      v.maxValue(1000, 'limit must be at most 1000'),
    ),
    fallback,
  )

/** Slug rules of SPEC §5: at least 4 characters ('Slug je kratak') and well formed. */
export const SlugSchema = v.pipe(
  v.string(V.required),
  v.trim(),
  v.minLength(4, V.slugShort),
  v.maxLength(200, V.maxLength),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, V.slugFormat),
)

const Positive = v.pipe(v.number(), v.integer(), v.minValue(1))
const SafeHref = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2000),
  v.check((href) => isSafeUrl(href, true), 'link must be a site path or an http(s) URL'),
)

// ---------------------------------------------------------------- posts

const DateSchema = v.pipe(
  v.string(),
  v.trim(),
  v.regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/, 'date must be YYYY-MM-DD or an ISO timestamp'),
)
const SlugList = v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))), v.maxLength(40))
const CommaList = v.pipe(
  v.string(),
  v.transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean),
  ),
)

export const PostFilterSchema = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  termSlugs: v.optional(v.union([SlugList, CommaList])),
  postTypeSlugs: v.optional(v.union([SlugList, CommaList])),
  dateFrom: v.optional(v.nullable(DateSchema)),
  dateTo: v.optional(v.nullable(DateSchema)),
  keywords: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.maxLength')))),
  display: v.optional(v.nullable(v.string())),
  status: v.optional(v.picklist(['published', 'draft', 'all'])),
})

export const PostTranslationSchema = v.object({
  title: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(300),
  ),
  slug: SlugSchema,
  excerpt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), ''),
  body: v.optional(v.pipe(v.string(), v.maxLength(200_000)), ''),
  sections: v.optional(SectionsSchema, []),
  seoTitle: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  seoDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500)), ''),
})
const PartialTranslationSchema = v.partial(PostTranslationSchema)

const PostCommonFields = {
  postType: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(60))),
  status: v.optional(v.picklist(['published', 'draft'], 'status must be published or draft')),
  publishedAt: v.optional(v.nullable(DateSchema)),
  mediaId: v.optional(v.nullable(Positive)),
  commentsEnabled: v.optional(v.boolean()),
  termIds: v.optional(v.pipe(v.array(Positive), v.maxLength(40))),
}

export const PostCreateSchema = v.object({
  ...PostCommonFields,
  translations: v.object({ hr: PostTranslationSchema, en: PostTranslationSchema }),
})
export const PostUpdateSchema = v.object({
  ...PostCommonFields,
  translations: v.optional(
    v.object({ hr: v.optional(PartialTranslationSchema), en: v.optional(PartialTranslationSchema) }),
  ),
})

// ---------------------------------------------------------------- edit mode: drafts and masters

const Revision = v.pipe(v.number('revision must be a number'), v.integer(), v.minValue(0))
export const DraftPostFieldsSchema = v.object({
  excerpt: v.pipe(v.string(), v.trim(), v.maxLength(2000)),
  body: v.pipe(v.string(), v.maxLength(200_000)),
  image: v.nullable(ImageSchema),
  categoryIds: v.pipe(v.array(Positive), v.maxLength(40)),
  publishedAt: v.nullable(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/, 'publishedAt must be YYYY-MM-DD'))),
})
export const DraftSaveSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.maxLength(300)),
  sections: SectionsSchema,
  post: v.optional(DraftPostFieldsSchema),
  revision: Revision,
})
export const DraftPublishSchema = v.object({ revision: Revision, liveVersion: Positive })

export const MasterCreateSchema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(120)),
  section: SectionSchema,
})

// ---------------------------------------------------------------- terms

export const TermFilterQuery = v.object({
  termTypeTitles: v.optional(v.pipe(v.string(), v.maxLength(100))),
  limit: LimitSchema(100),
  page: PageSchema,
  noPaginate: v.optional(v.picklist(['true', 'false', '1', '0'])),
  parentId: v.optional(v.pipe(v.string(), v.regex(/^\d+$/, 'parentId must be a number'))),
})

export const TermFilterStandardSchema = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  termTypeTitles: v.optional(v.union([v.string(), v.array(v.string())])),
  keywords: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(200, 'validation.maxLength')))),
  parentId: v.optional(v.nullable(Positive)),
})

export const TermSlugParamsSchema = v.object({
  slug: v.pipe(v.string(), v.trim(), v.minLength(1, 'Invalid slug.'), v.maxLength(200, 'Invalid slug.')),
})

// ---------------------------------------------------------------- navigation

export const NavigationHandlerParamsSchema = v.object({
  handler: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,40}$/i, 'Invalid navigation handler.')),
})

export const MenuSchema = v.object({
  links: v.pipe(
    v.array(
      v.object({
        id: v.optional(Positive),
        name: v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(120)),
        target: v.optional(
          v.variant('kind', [
            v.object({ kind: v.picklist(['page', 'post', 'product', 'category']), id: Positive }),
            v.object({ kind: v.literal('custom'), href: SafeHref }),
          ]),
        ),
        newTab: v.boolean(),
      }),
    ),
    v.maxLength(20, 'A footer menu holds at most 20 links.'),
  ),
})

// ---------------------------------------------------------------- layout elements

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max))
const LinkSchema = v.object({ label: Text(200), href: SafeHref })

export const HeaderOptionsSchema = v.object({ contactPage: LinkSchema })
export const FooterOptionsSchema = v.object({
  footer1: Text(120),
  footer2: Text(120),
  footer3: Text(120),
  footer4: Text(120),
  credits: Text(500),
  socialItems: v.pipe(
    v.array(
      v.object({
        icon: v.picklist(SOCIAL_ICONS, 'unknown social icon'),
        link: v.pipe(
          SafeHref,
          v.check((href) => /^https:\/\//.test(href), 'social links must be https URLs'),
        ),
        label: Text(120),
      }),
    ),
    v.maxLength(12),
  ),
  newsletter: v.object({ title: Text(200), body: Text(1000), thankYouTitle: Text(200), thankYouBody: Text(1000) }),
})
const CategoryText = v.object({ label: Text(120), description: Text(500) })
export const CookieOptionsSchema = v.object({
  title: Text(200),
  text: Text(2000),
  acceptLabel: Text(60),
  rejectLabel: Text(60),
  settingsLabel: Text(60),
  policyLink: LinkSchema,
  categories: v.object({ necessary: CategoryText, marketing: CategoryText, analytics: CategoryText }),
})

export const ElementsByHandlersSchema = v.object({
  handlers: v.pipe(
    v.array(v.picklist(LAYOUT_HANDLERS, 'unknown element handler'), 'handlers must be an array'),
    v.minLength(1, 'handlers is required'),
    v.maxLength(10),
  ),
})

const Json = v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])
export const ElementCreateSchema = v.object({
  handler: v.picklist(LAYOUT_HANDLERS, 'unknown element handler'),
  language: v.optional(v.picklist(LOCALES, 'language must be hr or en')),
  title: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(200),
  ),
  slug: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{1,120}$/, 'Slug nije ispravan'))),
  options: v.unknown(),
  parts: v.optional(v.array(v.unknown()), []),
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
  linkMeta: v.optional(v.record(v.string(), v.unknown()), {}),
})
export const ElementUpdateSchema = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('Unos ovog polja je obavezan'), v.maxLength(200))),
  options: v.optional(v.unknown()),
  parts: v.optional(v.array(v.unknown())),
  meta: v.optional(Json),
  linkMeta: v.optional(Json),
})

// ---------------------------------------------------------------- finder

export const FinderSlugQuery = v.object({
  slug: v.pipe(v.string('slug is required'), v.trim(), v.nonEmpty('slug is required'), v.maxLength(200)),
})

export const FinderSearchQuery = v.object({
  s: v.pipe(v.string('s is required'), v.trim(), v.nonEmpty('s is required'), v.maxLength(100, 'validation.maxLength')),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d+$/))),
})

const OptionalId = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))]),
      v.integer(),
      v.minValue(1),
    ),
  ),
)
export const UrlOnLanguageSchema = v.object({
  newLanguage: v.union([v.number(), v.string()], 'newLanguage is required'),
  twoLetterCode: v.optional(v.nullable(v.string())),
  termId: OptionalId,
  postId: OptionalId,
  productId: OptionalId,
  categoryId: OptionalId,
  eventId: OptionalId,
})

// ---------------------------------------------------------------- events, documents, post types, templates

export const EventFilterSchema = v.object({
  page: PageSchema,
  limit: LimitSchema(10),
  period: v.optional(v.picklist(['upcoming', 'past', 'all'], 'period must be upcoming, past or all'), 'all'),
})

export const DocumentFilterSchema = v.object({ page: PageSchema, limit: LimitSchema(20) })

export const PostTypeCreateSchema = v.object({
  slug: SlugSchema,
  title: v.pipe(
    v.string('Unos ovog polja je obavezan'),
    v.trim(),
    v.nonEmpty('Unos ovog polja je obavezan'),
    v.maxLength(120),
  ),
})
export const PostTypeFilterSchema = v.object({ page: PageSchema, limit: LimitSchema(50) })

export const TemplateParamsSchema = v.object({
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,200}$/, 'Unknown template.')),
})
