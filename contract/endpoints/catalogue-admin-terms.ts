import * as v from 'valibot'
import type { LastPagePage } from '../dto/cms'
import {
  ATTRIBUTE_INPUT_TYPES,
  type AdminAttribute,
  type AdminCategoryNode,
  type AdminTag,
  type TermDeleted,
} from '../dto/catalogue-admin-terms'
import { adminListQuery, IdParamsSchema } from '../schemas/params'
import { SlugSchema } from '../schemas/content'
import { V } from '../validation/keys'
import { endpoint } from './endpoint'

/**
 * The backoffice's categories, attributes and tags (issue 35). Every row is `staff`; every change
 * purges the shop's cached pages and lists ('catalogue-terms': menus, category pages and filters
 * all show them).
 */

const Name = v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.maxLength(200, V.maxLength))
const Texts = <S extends v.GenericSchema>(schema: S) => v.object({ hr: schema, en: schema }, V.required)
const Id = v.pipe(v.number(V.invalid), v.integer(V.invalid), v.minValue(1, V.invalid))
const SortType = v.object(
  {
    param: v.picklist(['id', 'finalPrice', 'name', 'categoryPriority'], V.invalid),
    order: v.picklist(['asc', 'desc'], V.invalid),
  },
  V.invalid,
)
const sameSort = (a: { param: string; order: string }, b: { param: string; order: string }) =>
  a.param === b.param && a.order === b.order

/** A category as staff save it: the default sort is one of the sorts offered. */
export const CategorySchema = v.pipe(
  v.object(
    {
      names: Texts(Name),
      slugs: Texts(SlugSchema),
      parentId: v.nullable(Id),
      mediaId: v.nullable(Id),
      sortTypes: v.pipe(v.array(SortType, V.invalid), v.minLength(1, V.required), v.maxLength(8, V.invalid)),
      sortDefaultType: SortType,
    },
    V.required,
  ),
  v.forward(
    v.check((c) => c.sortTypes.some((s) => sameSort(s, c.sortDefaultType)), V.invalid),
    ['sortDefaultType'],
  ),
)

const ReorderSchema = v.object(
  {
    parentId: v.nullable(Id),
    ids: v.pipe(v.array(Id, V.invalid), v.minLength(1, V.required), v.maxLength(500, V.invalid)),
  },
  V.required,
)

const CategoryDeleteSchema = v.object({ moveProductsTo: v.optional(v.nullable(Id)) }, V.required)

const Hex = v.pipe(v.string(V.required), v.regex(/^#[0-9a-fA-F]{6}$/, V.invalid))
const AttributeValueSchema = v.object(
  {
    /** An existing value keeps its id (its products keep it); a value without one is new. */
    id: v.optional(Id),
    labels: Texts(v.pipe(v.string(V.required), v.trim(), v.nonEmpty(V.required), v.maxLength(100, V.maxLength))),
    swatch: v.nullable(v.pipe(v.string(V.invalid), v.trim(), v.maxLength(20, V.maxLength))),
  },
  V.required,
)
const OPTION_TYPES: readonly string[] = ['dropdown', 'multipleSelect', 'textSwatch', 'visualSwatch']

/**
 * An attribute as staff save it: options of a dropdown, multi select or swatch (a visual swatch's
 * colour is #rrggbb), a yes/no's two values (given by the backend when left out), none for a number.
 */
export const AttributeSchema = v.pipe(
  v.object(
    {
      code: v.pipe(
        v.string(V.required),
        v.trim(),
        v.toLowerCase(),
        v.minLength(2, V.minLength),
        v.maxLength(60, V.maxLength),
        v.regex(/^[a-z][a-z0-9_]*$/, V.invalid),
      ),
      inputType: v.picklist(ATTRIBUTE_INPUT_TYPES, V.invalid),
      labels: Texts(Name),
      filterable: v.boolean(V.invalid),
      position: v.pipe(
        v.number(V.invalid),
        v.integer(V.invalid),
        v.minValue(0, V.invalid),
        v.maxValue(100_000, V.invalid),
      ),
      values: v.pipe(v.array(AttributeValueSchema, V.invalid), v.maxLength(200, V.invalid)),
    },
    V.required,
  ),
  v.forward(
    v.check((a) => a.inputType !== 'visualSwatch' || a.values.every((value) => v.is(Hex, value.swatch)), V.invalid),
    ['values'],
  ),
  v.forward(
    v.check((a) => a.inputType !== 'numberField' || a.values.length === 0, V.invalid),
    ['values'],
  ),
  v.forward(
    v.check((a) => !OPTION_TYPES.includes(a.inputType) || a.values.length > 0, V.required),
    ['values'],
  ),
  v.forward(
    v.check((a) => a.inputType !== 'yesNo' || a.values.length === 0 || a.values.length === 2, V.invalid),
    ['values'],
  ),
)

export const TagSchema = v.object({ names: Texts(Name), slugs: Texts(SlugSchema) }, V.required)

export type CategoryInput = v.InferOutput<typeof CategorySchema>
export type AttributeInput = v.InferOutput<typeof AttributeSchema>
export type TagInput = v.InferOutput<typeof TagSchema>

const PURGES = ['catalogue-terms'] as const

export const catalogueAdminTerms = {
  adminCategories: endpoint<AdminCategoryNode[]>()({
    method: 'GET',
    path: 'api/v1/admin/catalogue/categories',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
  }),
  adminCategoryCreate: endpoint<AdminCategoryNode>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/categories',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: CategorySchema,
    purges: PURGES,
  }),
  adminCategoryReorder: endpoint<AdminCategoryNode[]>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/categories/reorder',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: ReorderSchema,
    purges: PURGES,
  }),
  adminCategoryUpdate: endpoint<AdminCategoryNode>()({
    method: 'PUT',
    path: 'api/v1/admin/catalogue/categories/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: CategorySchema,
    purges: PURGES,
  }),
  adminCategoryDelete: endpoint<TermDeleted>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/categories/:id/delete',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: CategoryDeleteSchema,
    purges: PURGES,
  }),
  adminAttributes: endpoint<LastPagePage<AdminAttribute>>()({
    method: 'GET',
    path: 'api/v1/admin/catalogue/attributes',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    query: adminListQuery({}),
  }),
  adminAttributeCreate: endpoint<AdminAttribute>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/attributes',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: AttributeSchema,
    purges: PURGES,
  }),
  adminAttributeUpdate: endpoint<AdminAttribute>()({
    method: 'PUT',
    path: 'api/v1/admin/catalogue/attributes/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: AttributeSchema,
    purges: PURGES,
  }),
  adminAttributeDelete: endpoint<TermDeleted>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/attributes/:id/delete',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    purges: PURGES,
  }),
  adminTags: endpoint<LastPagePage<AdminTag>>()({
    method: 'GET',
    path: 'api/v1/admin/catalogue/tags',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    query: adminListQuery({}),
  }),
  adminTagCreate: endpoint<AdminTag>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/tags',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    body: TagSchema,
    purges: PURGES,
  }),
  adminTagUpdate: endpoint<AdminTag>()({
    method: 'PUT',
    path: 'api/v1/admin/catalogue/tags/:id',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    body: TagSchema,
    purges: PURGES,
  }),
  adminTagDelete: endpoint<TermDeleted>()({
    method: 'POST',
    path: 'api/v1/admin/catalogue/tags/:id/delete',
    access: 'staff',
    area: 'catalogue',
    cache: 'none',
    params: IdParamsSchema,
    purges: PURGES,
  }),
}
