import { describe, expect, it } from 'vitest'
import type { TermDto } from '../../../contract/dto/cms'
import { findCategory, visibleBlogCategories } from './queries'

const term = (id: number, hr: string, en: string, locale: 'hr' | 'en' = 'hr'): TermDto => ({
  id,
  type: 'category',
  parentId: null,
  title: locale === 'hr' ? hr : en,
  slug: locale === 'hr' ? hr : en,
  slugs: { hr, en },
  slugMain: hr,
  description: '',
  sortTypes: [],
  sortDefaultType: null,
  media: null,
  postCount: 1,
  resourceType: 'term',
})

describe('blog categories', () => {
  const categories = [term(1, 'novosti', 'news'), term(2, 'igre', 'games'), term(5, 'projekti', 'projects')]

  it("hides 'projects' / 'projekti' from the chips in both languages", () => {
    expect(visibleBlogCategories(categories).map((t) => t.id)).toEqual([1, 2])
    expect(visibleBlogCategories([term(5, 'projekti', 'projects', 'en')])).toEqual([])
  })

  it('finds a category by a slug of either language', () => {
    expect(findCategory(categories, 'games')?.id).toBe(2)
    expect(findCategory(categories, 'igre')?.id).toBe(2)
    expect(findCategory(categories, 'nope')).toBeUndefined()
  })
})
