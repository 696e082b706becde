/**
 * Issue 37: who may do what in the backoffice. A staff account has one role; each staff call and
 * each admin page belongs to one area. The edge and the backend both ask `roleReaches`.
 */
export const STAFF_ROLES = ['owner', 'catalogue', 'orders', 'content'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]

/**
 * - `catalogue`: products, categories, attributes, tags, product types, CSV, promotions (coupons,
 *   sale prices, membership cards);
 * - `orders`: orders and their fulfilment, refunds, returns, customers, the dashboard;
 * - `content`: edit mode, pages, posts, menus, forms, comments, media, redirects, e-mail templates;
 * - `owner`: the shop's settings (shipping, payment, tax, checkout, seller), staff, caches;
 * - `any`: every staff account (its own profile, the admin home).
 */
export const STAFF_AREAS = ['catalogue', 'orders', 'content', 'owner', 'any'] as const
export type StaffArea = (typeof STAFF_AREAS)[number]

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value)

/** The owner reaches every area; another role its own area and `any`. */
export function roleReaches(role: StaffRole | null | undefined, area: StaffArea): boolean {
  if (!role) return false
  return role === 'owner' || area === 'any' || area === role
}
