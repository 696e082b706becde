import type { Section, SectionImage, SectionLink, SectionType } from '../../../contract/dto/sections'
import type { MessageKey } from '../../i18n/i18n'

/** The section edits of edit mode, as pure functions over the page's section list. */

/** The list with the item at `from` moved to `to` (sections, menu links). */
export function moveItem<T>(sections: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= sections.length || to >= sections.length) return [...sections]
  const next = [...sections]
  const [moved] = next.splice(from, 1)
  if (moved) next.splice(to, 0, moved)
  return next
}

/**
 * A copy right after the original, with an id no other section of the page has; a titled section's
 * copy is marked in its title (`copyMark`, e.g. ' (kopija)') so the two can be told apart.
 */
export function duplicateSection(sections: readonly Section[], index: number, copyMark = ''): Section[] {
  const original = sections[index]
  if (!original) return [...sections]
  const ids = new Set(sections.map((section) => section.id))
  const base = `${original.id.replace(/-copy(-\d+)?$/, '')}-copy`
  let id = base
  for (let n = 2; ids.has(id); n++) id = `${base}-${n}`
  const copy = { ...structuredClone(original), id }
  if ('title' in copy && copy.title) copy.title = `${copy.title}${copyMark}`
  return [...sections.slice(0, index + 1), copy, ...sections.slice(index + 1)]
}

export const toggleHidden = (sections: readonly Section[], index: number): Section[] =>
  sections.map((section, i) => (i === index ? { ...section, hidden: !section.hidden } : section))

export const removeSection = (sections: readonly Section[], index: number): Section[] =>
  sections.filter((_, i) => i !== index)

/** A text of a section the editor changes in place: its key (dot path), label and limits. */
export interface TextField {
  key: 'title' | 'subtitle' | 'text' | 'cta.label' | 'button.label' | 'html'
  label: MessageKey
  max: number
  required?: boolean
  multiline?: boolean
  /** Edited in the rich-text editor (sanitised by the server). */
  html?: boolean
}

const title = (required: boolean): TextField => ({ key: 'title', label: 'edit.fields.title', max: 300, required })
const body: TextField = { key: 'html', label: 'edit.fields.body', max: 100_000, html: true }

export const TEXT_FIELDS: Record<SectionType, TextField[]> = {
  hero: [
    title(true),
    { key: 'subtitle', label: 'edit.fields.subtitle', max: 1000, multiline: true },
    { key: 'cta.label', label: 'edit.fields.ctaLabel', max: 200 },
  ],
  richText: [title(false), body],
  imageText: [title(true), body, { key: 'cta.label', label: 'edit.fields.ctaLabel', max: 200 }],
  features: [title(false)],
  stats: [title(false)],
  featuredProducts: [title(true)],
  latestPosts: [title(true)],
  upcomingEvents: [title(true)],
  gallery: [title(false)],
  faq: [title(false)],
  cta: [
    title(true),
    { key: 'text', label: 'edit.fields.text', max: 2000, multiline: true },
    { key: 'button.label', label: 'edit.fields.buttonLabel', max: 200, required: true },
  ],
  contactForm: [title(false)],
  form: [title(false)],
  newsletter: [title(true), { key: 'text', label: 'edit.fields.text', max: 2000, multiline: true }],
}

/** The fields a section actually has (a hero without a button has no button text to edit). */
export const textFieldsOf = (section: Section): TextField[] =>
  TEXT_FIELDS[section.type].filter((field) => !field.key.includes('.') || readText(section, field.key) !== undefined)

export function readText(section: Section, key: TextField['key']): string | undefined {
  const [head, tail] = key.split('.') as [string, string | undefined]
  const value: unknown = (section as unknown as Record<string, unknown>)[head]
  if (tail === undefined) return typeof value === 'string' ? value : value === undefined ? '' : undefined
  const nested = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[tail] : undefined
  return typeof nested === 'string' ? nested : undefined
}

export function writeText(sections: readonly Section[], index: number, key: TextField['key'], text: string): Section[] {
  const [head, tail] = key.split('.') as [string, string | undefined]
  return sections.map((section, i) => {
    if (i !== index) return section
    const record = section as unknown as Record<string, unknown>
    if (tail === undefined) return { ...section, [head]: text } as Section
    return { ...section, [head]: { ...(record[head] as object), [tail]: text } } as Section
  })
}

/** The sections with the one at `index` replaced (an image picked, a layout option changed). */
export const replaceSection = (sections: readonly Section[], index: number, next: Section): Section[] =>
  sections.map((section, i) => (i === index ? next : section))

/** A hero's or image-and-text section's image; a hero may go without (`undefined`), an image-and-text section may not. */
export function withImage(section: Section, image: SectionImage | undefined): Section {
  if (section.type === 'hero') {
    const { image: _old, ...rest } = section
    return image ? { ...rest, image } : rest
  }
  if (section.type === 'imageText' && image) return { ...section, image }
  return section
}

export function addGalleryImage(section: Section, image: SectionImage): Section {
  return section.type === 'gallery' ? { ...section, images: [...section.images, image] } : section
}

export function removeGalleryImage(section: Section, position: number): Section {
  return section.type === 'gallery' ? { ...section, images: section.images.filter((_, i) => i !== position) } : section
}

/** Where a section keeps its button: a hero's and an image-and-text section's is optional, a call to action's is not. */
export function linkOf(section: Section): { link: SectionLink | undefined; optional: boolean } | null {
  if (section.type === 'hero' || section.type === 'imageText') return { link: section.cta, optional: true }
  if (section.type === 'cta') return { link: section.button, optional: false }
  return null
}

/** The section with its button set, or removed (`undefined`) where the button is optional. */
export function withLink(section: Section, link: SectionLink | undefined): Section {
  if (section.type === 'cta') return link ? { ...section, button: link } : section
  if (section.type === 'hero' || section.type === 'imageText') {
    const { cta: _old, ...rest } = section
    return link ? { ...rest, cta: link } : rest
  }
  return section
}
