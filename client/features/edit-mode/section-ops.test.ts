import { describe, expect, it } from 'vitest'
import type { Section } from '../../../contract/dto/sections'
import {
  addGalleryImage,
  duplicateSection,
  moveItem,
  readText,
  removeGalleryImage,
  removeSection,
  textFieldsOf,
  toggleHidden,
  withImage,
  writeText,
} from './section-ops'
import { historyReducer, startHistory } from './draft-history'

const sections: Section[] = [
  { type: 'hero', id: 'hero', title: 'Naslov', cta: { label: 'Trgovina', href: '/trgovina' } },
  { type: 'richText', id: 'text', html: '<p>x</p>' },
  { type: 'cta', id: 'cta', title: 'Pišite nam', button: { label: 'Kontakt', href: '/kontakt' } },
]
const ids = (list: Section[]) => list.map((s) => s.id)

const picture = (id: number) => ({ id, url: `/media/1/${id}/medium/p.png`, alt: `Slika ${id}` })

describe('section images', () => {
  it('sets and removes a hero image, never removes the image of an image-and-text section', () => {
    const hero = sections[0] as Section
    const withPicture = withImage(hero, picture(7))
    expect(withPicture).toMatchObject({ type: 'hero', image: { id: 7 } })
    expect('image' in withImage(withPicture, undefined)).toBe(false)
    const imageText: Section = {
      type: 'imageText',
      id: 'it',
      title: 'T',
      html: '',
      image: picture(1),
      imagePosition: 'left',
    }
    expect(withImage(imageText, picture(2))).toMatchObject({ image: { id: 2 } })
    expect(withImage(imageText, undefined)).toMatchObject({ image: { id: 1 } })
  })

  it('adds and removes gallery images in order', () => {
    const gallery: Section = { type: 'gallery', id: 'g', images: [picture(1)] }
    const grown = addGalleryImage(addGalleryImage(gallery, picture(2)), picture(3))
    expect(grown.type === 'gallery' && grown.images.map((i) => i.id)).toEqual([1, 2, 3])
    const shrunk = removeGalleryImage(grown, 1)
    expect(shrunk.type === 'gallery' && shrunk.images.map((i) => i.id)).toEqual([1, 3])
  })
})

describe('section edits', () => {
  it('moves, duplicates with a fresh id, hides and removes', () => {
    expect(ids(moveItem(sections, 0, 2))).toEqual(['text', 'cta', 'hero'])
    expect(ids(moveItem(sections, 0, -1))).toEqual(['hero', 'text', 'cta'])
    const twice = duplicateSection(duplicateSection(sections, 1), 1)
    expect(ids(twice)).toEqual(['hero', 'text', 'text-copy-2', 'text-copy', 'cta'])
    expect(ids(duplicateSection(twice, 2))).toContain('text-copy-3')
    expect(duplicateSection(sections, 2, ' (kopija)')[3]).toMatchObject({
      id: 'cta-copy',
      title: 'Pišite nam (kopija)',
    })
    expect(toggleHidden(sections, 1)[1]?.hidden).toBe(true)
    expect(toggleHidden(toggleHidden(sections, 1), 1)[1]?.hidden).toBe(false)
    expect(ids(removeSection(sections, 0))).toEqual(['text', 'cta'])
    // The original list is never changed.
    expect(ids(sections)).toEqual(['hero', 'text', 'cta'])
  })

  it('reads and writes the texts a section has, nested ones included', () => {
    expect(textFieldsOf(sections[0]!).map((f) => f.key)).toEqual(['title', 'subtitle', 'cta.label'])
    expect(textFieldsOf({ type: 'hero', id: 'h', title: 'x' }).map((f) => f.key)).toEqual(['title', 'subtitle'])
    expect(textFieldsOf(sections[1]!).map((f) => [f.key, Boolean(f.html)])).toEqual([
      ['title', false],
      ['html', true],
    ])
    expect(readText(sections[2]!, 'button.label')).toBe('Kontakt')
    const written = writeText(sections, 2, 'button.label', 'Pišite')
    expect(written[2]).toEqual({
      type: 'cta',
      id: 'cta',
      title: 'Pišite nam',
      button: { label: 'Pišite', href: '/kontakt' },
    })
    expect(writeText(sections, 0, 'title', 'Novi')[0]).toMatchObject({ title: 'Novi', cta: { label: 'Trgovina' } })
  })
})

describe('undo and redo', () => {
  it('typing into one field is one step; another action starts a new one', () => {
    let history = startHistory({ title: 'A', sections, post: null })
    history = historyReducer(history, {
      type: 'change',
      doc: { title: 'AB', sections, post: null },
      typing: 'page.title',
    })
    history = historyReducer(history, {
      type: 'change',
      doc: { title: 'ABC', sections, post: null },
      typing: 'page.title',
    })
    history = historyReducer(history, {
      type: 'change',
      doc: { title: 'ABC', sections: removeSection(sections, 0), post: null },
    })
    expect(history.past.map((d) => d.title)).toEqual(['A', 'ABC'])
    history = historyReducer(history, { type: 'undo' })
    expect(ids(history.present.sections)).toEqual(['hero', 'text', 'cta'])
    history = historyReducer(history, { type: 'undo' })
    expect(history.present.title).toBe('A')
    expect(historyReducer(history, { type: 'undo' })).toBe(history)
    history = historyReducer(history, { type: 'redo' })
    expect(history.present.title).toBe('ABC')
    history = historyReducer(history, { type: 'change', doc: { title: 'X', sections, post: null } })
    expect(history.future).toEqual([])
  })
})
