import type { CategorySortType } from './catalogue'

/** Both languages' texts of a term: what staff edit side by side. */
export interface TermTexts {
  hr: string
  en: string
}

/** A category as the backoffice edits it (issue 35): both languages, its own products counted. */
export interface AdminCategoryNode {
  id: number
  parentId: number | null
  position: number
  names: TermTexts
  slugs: TermTexts
  mediaId: number | null
  /** The image's 50 px thumbnail (`/media/…/thumbnail/…`) for the backoffice's preview; null without one. */
  imageUrl: string | null
  sortTypes: CategorySortType[]
  sortDefaultType: CategorySortType
  /** Products linked to this category itself (any state): what a delete asks a new home for. */
  productCount: number
  children: AdminCategoryNode[]
}

export const ATTRIBUTE_INPUT_TYPES = [
  'dropdown',
  'multipleSelect',
  'numberField',
  'yesNo',
  'textSwatch',
  'visualSwatch',
] as const
export type AdminAttributeInputType = (typeof ATTRIBUTE_INPUT_TYPES)[number]

export interface AdminAttributeValue {
  id: number
  labels: TermTexts
  /** A visual swatch's #rrggbb colour, a text swatch's short text; null otherwise. */
  swatch: string | null
  position: number
}

export interface AdminAttribute {
  id: number
  code: string
  inputType: string
  labels: TermTexts
  filterable: boolean
  position: number
  values: AdminAttributeValue[]
  /** Products (variants included) that carry one of its values. */
  productCount: number
}

export interface AdminTag {
  id: number
  names: TermTexts
  slugs: TermTexts
  productCount: number
}

/** A delete's answer. */
export interface TermDeleted {
  id: number
}
