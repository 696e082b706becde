import type { Section } from '../../../contract/dto/sections'
import { sanitizeHtml } from '../../lib/sanitize-html'

export { ImageSchema, SectionSchema, SectionsSchema } from '../../../contract/schemas/sections'

/** Cleans the html fields of every section. */
export function sanitizeSections(sections: Section[]): Section[] {
  return sections.map((section) => {
    switch (section.type) {
      case 'richText':
        return { ...section, html: sanitizeHtml(section.html) }
      case 'imageText':
        return { ...section, html: sanitizeHtml(section.html) }
      case 'faq':
        return {
          ...section,
          items: section.items.map((item) => ({ ...item, answerHtml: sanitizeHtml(item.answerHtml) })),
        }
      default:
        return section
    }
  })
}
