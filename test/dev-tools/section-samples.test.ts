import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { SECTION_TYPES } from '../../client/features/edit-mode/new-section'
import { sectionSamples } from '../../client/features/dev-tools/section-samples'
import { messages } from '../../client/i18n/messages/section-tool'
import { SectionSchema } from '../../worker/backend/cms/sections-schema'

/** The style guide (/section-tool) shows every section type, each a section the server would accept, in both languages. */

const translator = (locale: 'hr' | 'en') => (key: string) => {
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      messages[locale],
    )
  if (typeof value !== 'string') throw new Error(`missing text ${key}`)
  return value
}
const image = (id: number) => ({ id, url: `/media/1/${id}/medium/x.png`, alt: `Slika ${id}` })

describe('the sections’ style guide', () => {
  for (const locale of ['hr', 'en'] as const) {
    it(`${locale}: every type, in the section manager's order, valid for the server`, () => {
      const samples = sectionSamples(translator(locale), {
        images: [image(1), image(2), image(3)],
        formId: 4,
        contactFormId: 5,
      })
      expect(samples.map((sample) => sample.type)).toEqual([...SECTION_TYPES])
      for (const { type, section } of samples) {
        const parsed = v.safeParse(SectionSchema, section)
        expect(parsed.success, `${type}: ${parsed.issues?.[0]?.message ?? ''}`).toBe(true)
      }
    })
  }

  it('answers a type that lacks its content as missing instead of an invalid section', () => {
    const samples = sectionSamples(translator('hr'), { images: [], formId: null, contactFormId: null })
    expect(samples.filter((sample) => sample.section === null).map((sample) => sample.type)).toEqual([
      'imageText',
      'gallery',
      'form',
      'contactForm',
    ])
  })
})
