import type { Section, SectionImage, SectionType } from '../../../contract/dto/sections'

/** Every section type the section manager offers, in its order. */
export const SECTION_TYPES: readonly SectionType[] = [
  'hero',
  'richText',
  'imageText',
  'features',
  'stats',
  'cta',
  'faq',
  'gallery',
  'featuredProducts',
  'latestPosts',
  'upcomingEvents',
  'form',
  'contactForm',
  'newsletter',
]

/** What a new section starts with: sample texts in the editor's language, an image and forms to use. */
export interface NewSectionInput {
  id: string
  texts: {
    title: string
    text: string
    button: string
    question: string
    answerHtml: string
    html: string
    statValue: string
    statLabel: string
  }
  /** The first image of the media library (imageText needs one; a gallery starts with it). */
  image: SectionImage | null
  /** The form a `form` section shows; the contact form for `contactForm`. */
  formId: number | null
  contactFormId: number | null
}

/** What a type needs that is not there (null: it can be added). */
export function missingFor(
  type: SectionType,
  input: Pick<NewSectionInput, 'image' | 'formId' | 'contactFormId'>,
): 'image' | 'form' | null {
  if (type === 'imageText' && !input.image) return 'image'
  if (type === 'form' && input.formId === null) return 'form'
  if (type === 'contactForm' && input.contactFormId === null) return 'form'
  return null
}

/** A valid new section of `type` (the server's schema accepts it as it is), or null when something it needs is missing. */
export function newSection(type: SectionType, input: NewSectionInput): Section | null {
  if (missingFor(type, input)) return null
  const { id, texts } = input
  switch (type) {
    case 'hero':
      return { type, id, title: texts.title, subtitle: texts.text }
    case 'richText':
      return { type, id, title: texts.title, html: texts.html }
    case 'imageText':
      return input.image
        ? { type, id, title: texts.title, html: texts.html, image: input.image, imagePosition: 'right' }
        : null
    case 'features':
      return { type, id, title: texts.title, items: [1, 2, 3].map(() => ({ title: texts.title, text: texts.text })) }
    case 'stats':
      return {
        type,
        id,
        title: texts.title,
        items: [1, 2, 3].map(() => ({ value: texts.statValue, label: texts.statLabel })),
      }
    case 'cta':
      return { type, id, title: texts.title, text: texts.text, button: { label: texts.button, href: '/' } }
    case 'faq':
      return { type, id, title: texts.title, items: [{ question: texts.question, answerHtml: texts.answerHtml }] }
    case 'gallery':
      return { type, id, title: texts.title, images: input.image ? [input.image] : [] }
    case 'featuredProducts':
      return { type, id, title: texts.title, limit: 6 }
    case 'latestPosts':
      return { type, id, title: texts.title, limit: 3 }
    case 'upcomingEvents':
      return { type, id, title: texts.title, limit: 3 }
    case 'form':
      return input.formId === null ? null : { type, id, title: texts.title, formId: input.formId }
    case 'contactForm':
      return input.contactFormId === null ? null : { type, id, title: texts.title, formId: input.contactFormId }
    case 'newsletter':
      return { type, id, title: texts.title, text: texts.text }
  }
}

/** An id for a new section that no section of the page has. */
export function newSectionId(type: SectionType, sections: readonly Section[]): string {
  const ids = new Set(sections.map((section) => section.id))
  let n = 1
  while (ids.has(`${type}-${n}`)) n++
  return `${type}-${n}`
}

export function insertSection(sections: readonly Section[], at: number, section: Section): Section[] {
  return [...sections.slice(0, at), section, ...sections.slice(at)]
}
