import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  SECTION_TYPES,
  insertSection,
  missingFor,
  newSection,
  newSectionId,
  type NewSectionInput,
} from '../../client/features/edit-mode/new-section'
import { SectionSchema } from '../../worker/backend/cms/sections-schema'

/** The section manager's new sections are what the backend stores: each passes its schema as it is. */

const texts: NewSectionInput['texts'] = {
  title: 'Novi naslov',
  text: 'Tekst',
  html: '<p>Tekst</p>',
  button: 'Saznaj više',
  question: 'Pitanje?',
  answerHtml: '<p>Odgovor</p>',
  statValue: '10',
  statLabel: 'opis',
}
const image = {
  id: 7,
  url: '/media/k/7/medium/slika.webp',
  urls: { medium: '/media/k/7/medium/slika.webp' },
  alt: 'Slika',
  width: 800,
  height: 600,
}

describe('new sections', () => {
  it('every type of the manager makes a section the server accepts', () => {
    expect(new Set(SECTION_TYPES).size).toBe(14)
    for (const type of SECTION_TYPES) {
      const section = newSection(type, { id: `${type}-1`, texts, image, formId: 2, contactFormId: 1 })
      expect(section, type).not.toBeNull()
      const parsed = v.safeParse(SectionSchema, section)
      expect(parsed.success ? [] : parsed.issues.map((issue) => issue.message), type).toEqual([])
    }
  })

  it('a type that needs something missing is not made, and says what', () => {
    const none = { image: null, formId: null, contactFormId: null }
    expect(missingFor('imageText', none)).toBe('image')
    expect(missingFor('form', none)).toBe('form')
    expect(missingFor('contactForm', none)).toBe('form')
    expect(newSection('imageText', { id: 'x', texts, ...none })).toBeNull()
    // A gallery may start empty.
    expect(newSection('gallery', { id: 'g', texts, ...none })).toMatchObject({ images: [] })
  })

  it('gets a fresh id and goes where the editor asked', () => {
    const sections = [
      newSection('hero', { id: 'hero-1', texts, image, formId: null, contactFormId: null })!,
      newSection('cta', { id: 'cta-1', texts, image, formId: null, contactFormId: null })!,
    ]
    expect(newSectionId('hero', sections)).toBe('hero-2')
    expect(newSectionId('faq', sections)).toBe('faq-1')
    const faq = newSection('faq', { id: 'faq-1', texts, image, formId: null, contactFormId: null })!
    expect(insertSection(sections, 1, faq).map((s) => s.id)).toEqual(['hero-1', 'faq-1', 'cta-1'])
  })
})
