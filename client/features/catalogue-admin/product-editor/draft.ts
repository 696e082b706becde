import type {
  AdminProductAttributeValue,
  AdminProductDetail,
  AdminProductImage,
} from '../../../../contract/dto/catalogue-admin'
import type { ProductType } from '../../../../contract/dto/catalogue'
import type { Locale } from '../../../../contract/locales'
import { formatEuroInput, parseCount, parseEuros, parseRate } from './money'

/**
 * The product editor's state: what staff type (amounts and counts as text, as typed) and what the
 * save sends (`bodyOf`: cents and numbers, the shape of the create/update schema). A draft made
 * from a saved product (`draftOf`) is the baseline the editor compares with to know it has
 * unsaved changes.
 */

export const VAT_RATES = [25, 13, 5] as const
export type VatChoice = `${(typeof VAT_RATES)[number]}` | 'other'

export interface TextsDraft {
  name: string
  slug: string
  /** Whether staff typed the slug themselves: until then it follows the name. */
  slugEdited: boolean
  shortDescription: string
  description: string
  seoTitle: string
  seoDescription: string
}

export interface ProductDraft {
  type: ProductType
  sku: string
  status: 'draft' | 'published'
  hr: TextsDraft
  /** English texts are optional as a whole: off sends null (kept here while off, so a toggle loses nothing). */
  enEnabled: boolean
  en: TextsDraft
  retail: string
  discount: string
  membership: string
  vat: VatChoice
  vatOther: string
  stock: string
  lowThreshold: string
  sellWhenOutOfStock: boolean
  featured: boolean
  isPurchasable: boolean
  visibleIndividually: boolean
  categoryPriority: string
  manufacturer: string
  brand: string
  categoryIds: number[]
  tagIds: number[]
  crossSellIds: number[]
  images: AdminProductImage[]
  attributes: AdminProductAttributeValue[]
}

export const emptyTexts = (): TextsDraft => ({
  name: '',
  slug: '',
  slugEdited: false,
  shortDescription: '',
  description: '',
  seoTitle: '',
  seoDescription: '',
})

export function emptyDraft(type: ProductType): ProductDraft {
  return {
    type,
    sku: '',
    status: 'draft',
    hr: emptyTexts(),
    enEnabled: true,
    en: emptyTexts(),
    retail: '',
    discount: '',
    membership: '',
    vat: '25',
    vatOther: '',
    // Digital goods are unlimited; the others start with none in stock.
    stock: type === 'eProduct' ? '' : '0',
    lowThreshold: '',
    sellWhenOutOfStock: false,
    featured: false,
    isPurchasable: true,
    visibleIndividually: true,
    categoryPriority: '0',
    manufacturer: '',
    brand: '',
    categoryIds: [],
    tagIds: [],
    crossSellIds: [],
    images: [],
    attributes: [],
  }
}

const vatChoiceOf = (rate: number): VatChoice =>
  (VAT_RATES as readonly number[]).includes(rate) ? (String(rate) as VatChoice) : 'other'

/** A rate as the draft keeps it: one of the common rates by itself, any other as text in `vatOther`. */
export const vatDraftOf = (rate: number, locale: Locale): Pick<ProductDraft, 'vat' | 'vatOther'> => ({
  vat: vatChoiceOf(rate),
  vatOther: vatChoiceOf(rate) === 'other' ? String(rate).replace('.', locale === 'hr' ? ',' : '.') : '',
})

/** The draft's rate as a number (undefined while the text is no rate). */
export const rateOfDraft = (draft: Pick<ProductDraft, 'vat' | 'vatOther'>): number | undefined =>
  draft.vat === 'other' ? parseRate(draft.vatOther) : Number(draft.vat)

/** The editor's state of a saved product. */
export function draftOf(product: AdminProductDetail, locale: Locale): ProductDraft {
  const texts = (language: Locale): TextsDraft => {
    const saved = product.texts[language]
    return saved ? { ...saved, slugEdited: true } : emptyTexts()
  }
  const axes = new Set(product.configurable?.attributeIds ?? [])
  return {
    type: product.type,
    sku: product.sku,
    status: product.status === 'published' ? 'published' : 'draft',
    hr: texts('hr'),
    enEnabled: product.texts.en !== null,
    en: texts('en'),
    retail: formatEuroInput(product.retailPriceCents, locale),
    discount: formatEuroInput(product.discountPriceCents, locale),
    membership: formatEuroInput(product.membershipPriceCents, locale),
    ...vatDraftOf(product.taxRate, locale),
    stock: product.stockQty === null ? '' : String(product.stockQty),
    lowThreshold: product.lowStockThreshold === null ? '' : String(product.lowStockThreshold),
    sellWhenOutOfStock: product.sellWhenOutOfStock,
    featured: product.featured,
    isPurchasable: product.isPurchasable,
    visibleIndividually: product.visibleIndividually,
    categoryPriority: String(product.categoryPriority),
    manufacturer: product.manufacturer ?? '',
    brand: product.brand ?? '',
    categoryIds: [...product.categoryIds],
    tagIds: [...product.tagIds],
    crossSellIds: [...product.crossSellIds],
    images: product.images.map((image) => ({ ...image, alt: { ...image.alt } })),
    // The configurable's axes are the variants' (their own part of the editor).
    attributes: product.attributes.filter((value) => !axes.has(value.attributeId)),
  }
}

/** Whether two drafts differ in anything a save sends (the slug's "typed by hand" mark aside). */
export function sameDraft(a: ProductDraft, b: ProductDraft): boolean {
  const plain = (draft: ProductDraft) =>
    JSON.stringify({
      ...draft,
      hr: { ...draft.hr, slugEdited: undefined },
      en: draft.enEnabled ? { ...draft.en, slugEdited: undefined } : null,
      vatOther: draft.vat === 'other' ? draft.vatOther : '',
      attributes: draft.attributes.filter(hasValue),
    })
  return plain(a) === plain(b)
}

/** Whether an attribute has a value at all (only those are sent). */
export const hasValue = (value: AdminProductAttributeValue) =>
  value.valueIds.length > 0 || value.number !== null || (value.text !== null && value.text !== '')

/** What a save sends (the create/update schema's shape), without `version`. */
export interface ProductBody {
  type: ProductType
  sku: string
  status: 'draft' | 'published'
  texts: Record<'hr', BodyTexts> & Record<'en', BodyTexts | null>
  retailPriceCents: number
  discountPriceCents: number | null
  membershipPriceCents: number | null
  taxRate: number
  stockQty: number | null
  lowStockThreshold: number | null
  sellWhenOutOfStock: boolean
  featured: boolean
  isPurchasable: boolean
  visibleIndividually: boolean
  categoryPriority: number
  manufacturer: string | null
  brand: string | null
  categoryIds: number[]
  tagIds: number[]
  crossSellIds: number[]
  images: Array<{ mediaId: number; alt: Record<Locale, string> }>
  attributes: AdminProductAttributeValue[]
}

type BodyTexts = Omit<TextsDraft, 'slugEdited'>

/** Which message a field that is not a number shows (keys of the productEditor namespace). */
export type InputProblem = 'prices.invalid' | 'prices.invalidRate' | 'stock.invalid' | 'flags.invalidInteger'

export type BodyResult =
  { ok: true; body: ProductBody } | { ok: false; problems: Array<{ field: string; problem: InputProblem }> }

/**
 * The body a save sends, or the fields whose text is no number (named by the body's dot path, as
 * the server names them). A configurable's own prices and stock are its variants': it sends back
 * what it has (`fallback`, the saved product) and the server leaves them to the variants.
 */
export function bodyOf(draft: ProductDraft, locale: Locale, fallback: AdminProductDetail | null): BodyResult {
  const problems: Array<{ field: string; problem: InputProblem }> = []
  const configurable = draft.type === 'configurable'
  const euros = (field: string, text: string, saved: number | null): number | null => {
    if (configurable) return saved
    const cents = parseEuros(text, locale)
    if (cents === undefined) problems.push({ field, problem: 'prices.invalid' })
    return cents ?? null
  }
  const count = (field: string, text: string, saved: number | null): number | null => {
    if (configurable) return saved
    const value = parseCount(text)
    if (value === undefined) problems.push({ field, problem: 'stock.invalid' })
    return value ?? null
  }
  const retail = euros('retailPriceCents', draft.retail, fallback?.retailPriceCents ?? 0)
  const discount = euros('discountPriceCents', draft.discount, fallback?.discountPriceCents ?? null)
  const membership = euros('membershipPriceCents', draft.membership, fallback?.membershipPriceCents ?? null)
  const stock = count('stockQty', draft.stock, fallback?.stockQty ?? null)
  const threshold = count('lowStockThreshold', draft.lowThreshold, fallback?.lowStockThreshold ?? null)
  const taxRate = rateOfDraft(draft)
  if (taxRate === undefined) problems.push({ field: 'taxRate', problem: 'prices.invalidRate' })
  const priority = parseCount(draft.categoryPriority, { allowNegative: true })
  if (priority === undefined) problems.push({ field: 'categoryPriority', problem: 'flags.invalidInteger' })
  if (!configurable && retail === null && !problems.some((p) => p.field === 'retailPriceCents'))
    problems.push({ field: 'retailPriceCents', problem: 'prices.invalid' })
  if (problems.length > 0) return { ok: false, problems }
  const texts = ({ slugEdited: _, ...rest }: TextsDraft): BodyTexts => rest
  return {
    ok: true,
    body: {
      type: draft.type,
      sku: draft.sku.trim(),
      status: draft.status,
      texts: { hr: texts(draft.hr), en: draft.enEnabled ? texts(draft.en) : null },
      retailPriceCents: retail ?? 0,
      discountPriceCents: discount,
      membershipPriceCents: membership,
      taxRate: taxRate ?? 0,
      stockQty: stock,
      lowStockThreshold: threshold,
      sellWhenOutOfStock: draft.sellWhenOutOfStock,
      featured: draft.featured,
      isPurchasable: draft.isPurchasable,
      visibleIndividually: draft.visibleIndividually,
      categoryPriority: priority ?? 0,
      manufacturer: draft.manufacturer.trim() || null,
      brand: draft.brand.trim() || null,
      categoryIds: draft.categoryIds,
      tagIds: draft.tagIds,
      crossSellIds: draft.crossSellIds,
      images: draft.images.map(({ mediaId, alt }) => ({ mediaId, alt })),
      attributes: draft.attributes.filter(hasValue),
    },
  }
}

/** The final price a shopper pays, as typed so far (the discount when there is one); null while unreadable. */
export function finalCentsOf(draft: ProductDraft, locale: Locale): number | null {
  const retail = parseEuros(draft.retail, locale)
  const discount = parseEuros(draft.discount, locale)
  if (retail === undefined || retail === null || discount === undefined) return null
  return discount ?? retail
}

/** Moves one item of a list (images, cross-sells) from `from` to `to`. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}
