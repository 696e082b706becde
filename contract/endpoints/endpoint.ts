import type * as v from 'valibot'
import type { ApiMethod, CacheName } from '../api'
import type { StaffArea } from '../staff-roles'

/**
 * One row of the endpoint table: everything the three layers need to know about one upstream API
 * call. The backend registers its handler from the row (worker/backend/routing.ts), the client calls
 * it by the row's key through `callApi` (./call.ts: types only, no bytes in the bundle), and the edge proxy looks every `/api/v1|v2` call up in
 * the table (worker/routes/api-proxy.ts): a call that is not a row is a 404 there.
 */

/**
 * Who may call it.
 * - `public`: anyone (the backend may still read the session, e.g. a comment's author);
 * - `user`: a logged-in account (the backend refuses others with 401);
 * - `staff`: a backoffice account (the edge refuses others first, the backend again from the database);
 * - `cart`: acts on the visitor's cart: the edge adds cartId + protectCode from the HttpOnly cookies.
 */
export type Access = 'public' | 'user' | 'staff' | 'cart'

/** What a successful call changes on cached pages, so the edge purges it (worker/cache). */
export type Purge =
  /** a page published in edit mode: its cached copies, exactly */
  | 'published-page'
  /** a layout element (one language) or a menu (both): the pages of that layout */
  | 'layout'
  /** a moderation decision: the pages it names */
  | 'moderation'
  /** a comment's status changed through the storefront call by staff: everything */
  | 'comment-status'
  /** a consent or assignment written: the storefront's cached consent lists */
  | 'consents'
  /** a new redirect: the cached 404 of its path */
  | 'redirect'
  /** a setting any page may show (a form's captcha): every cached page and answer */
  | 'all'
  /** a post written outside edit mode: its pages before and after */
  | 'post'
  /** a category, attribute or tag saved by staff: menus, category pages, lists and filters everywhere */
  | 'catalogue-terms'
  /**
   * one product changed by staff (the path's `:id`, or the answer's product): its pages by its slugs
   * before and after, its answers, the list pages of its categories, home, search and the product
   * lists (worker/cache/purge-product.ts)
   */
  | 'product'
  /** a bulk change: 'product' for each product the body's `ids` names (above 25 of them: everything) */
  | 'products-bulk'
  /**
   * a CSV import: a dry run nothing; an applied one 'product' for each product its rows wrote (above
   * 25 rows, or a row the edge cannot find by its SKU: everything)
   */
  | 'products-import'

export interface EndpointRow<
  M extends ApiMethod = ApiMethod,
  P extends string = string,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  S extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> {
  readonly method: M
  /** The path under the API root, hono style: `api/v1/product/web/category/get/:id`. */
  readonly path: P
  readonly access: Access
  /**
   * A `staff` row's backoffice area (contract/staff-roles.ts): the roles that may call it. Every
   * staff row has one and no other row does (endpoint-table.test.ts).
   */
  readonly area?: StaffArea
  /** The edge's KV cache for anonymous callers (only `public` reads may say other than `none`). */
  readonly cache: CacheName
  /** The JSON body (or, for `multipart`, nothing the table checks: the handler reads the form). */
  readonly body?: B
  readonly query?: Q
  /** The path's `:name` parts as the backend checks them (e.g. a positive id). */
  readonly params?: S
  /** A `cart` call that also answers without a cart (the countries a checkout offers). */
  readonly cartOptional?: true
  /** Only the edge's own routes may make it (tokens and cart codes never reach JavaScript). */
  readonly edgeOnly?: 'auth' | 'cart'
  /** A multipart upload streamed through untouched (and given longer than the API deadline). */
  readonly multipart?: true
  /** It changes what the access token carries (name, e-mail): the edge renews the session after it. */
  readonly renewsSession?: true
  readonly purges?: readonly Purge[]
}

/**
 * A `cart` row's body: the edge fills cartId + protectCode from the HttpOnly cookies, so a caller's
 * input leaves them out; the backend still requires them (the schema's output and checks are unchanged).
 */
export type CartBound<S extends v.GenericSchema> = v.GenericSchema<
  Omit<v.InferInput<S>, 'cartId' | 'protectCode'>,
  v.InferOutput<S>,
  v.InferIssue<S>
>
export const cartBound = <S extends v.GenericSchema>(schema: S) => schema as unknown as CartBound<S>

/** A row with the type of its answer's `data` (never a value: the type rides along). */
export type Endpoint<
  R = unknown,
  M extends ApiMethod = ApiMethod,
  P extends string = string,
  B extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  Q extends v.GenericSchema | undefined = v.GenericSchema | undefined,
  S extends v.GenericSchema | undefined = v.GenericSchema | undefined,
> = EndpointRow<M, P, B, Q, S> & { readonly __response?: R }

/**
 * `endpoint<Answer>()({ ...row })`: the answer's type is said, the rest is inferred from the row
 * (the two calls are TypeScript's way of giving one type argument and inferring the others).
 */
export const endpoint =
  <R = unknown>() =>
  <
    const M extends ApiMethod,
    const P extends string,
    B extends v.GenericSchema | undefined = undefined,
    Q extends v.GenericSchema | undefined = undefined,
    S extends v.GenericSchema | undefined = undefined,
    const U extends true | undefined = undefined,
  >(
    row: EndpointRow<M, P, B, Q, S> & { readonly multipart?: U },
  ): Endpoint<R, M, P, B, Q, S> & { readonly multipart?: U } =>
    row

export type AnyEndpoint = Endpoint<any, ApiMethod, string, any, any, any>
export type ResponseOf<E> = E extends Endpoint<infer R, ApiMethod, string, any, any, any> ? R : never

/** `'a/:id/b/:slug'` → `'id' | 'slug'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

type ParamsPart<P extends string> = [ParamNames<P>] extends [never]
  ? { params?: never }
  : { params: Record<ParamNames<P>, string | number> }
type BodyPart<B> = B extends v.GenericSchema ? { body: v.InferInput<B> } : { body?: never }
type QueryPart<Q> = Q extends v.GenericSchema
  ? undefined extends v.InferInput<Q>
    ? { query?: v.InferInput<Q> }
    : { query: v.InferInput<Q> }
  : { query?: never }

/** What a caller gives: the path's parameters, the body and the query the row's schemas take. */
export type EndpointInput<E> =
  E extends EndpointRow<ApiMethod, infer P, infer B, infer Q, any>
    ? ParamsPart<P> &
        BodyPart<B> &
        QueryPart<Q> & { multipart?: [NonNullable<E['multipart']>] extends [never] ? never : FormData }
    : never

/** Does the row need an input at all (so a call may omit it)? */
export type InputArgs<E> = object extends EndpointInput<E> ? [input?: EndpointInput<E>] : [input: EndpointInput<E>]

/** A row's key in the table's type map: `'POST api/v1/product/web/filter'`. */
export type RowKey<E> = E extends EndpointRow<infer M, infer P, any, any, any> ? `${M} ${P}` : never

/** The path with its `:name` parts filled in (each encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name]
    if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** A compiled row: its path as a pattern the edge matches request paths against. */
export interface RoutedEndpoint {
  readonly row: AnyEndpoint
  readonly pattern: RegExp
}

export function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${source}$`)
}

/**
 * The rows by method, literal rows first (a literal row wins over a parametrised one), compiled
 * once: a lookup tests only the rows of its method.
 */
export function routeTable(rows: readonly AnyEndpoint[]): ReadonlyMap<string, readonly RoutedEndpoint[]> {
  const table = new Map<string, RoutedEndpoint[]>()
  const ordered = [...rows.filter((row) => !row.path.includes(':')), ...rows.filter((row) => row.path.includes(':'))]
  for (const row of ordered) {
    const routes = table.get(row.method) ?? []
    routes.push({ row, pattern: routePattern(row.path) })
    table.set(row.method, routes)
  }
  return table
}

/** The row a request matches: same method, path equal to the row's with each `:name` one segment (no leading slash, no query). */
export function findRow(
  table: ReadonlyMap<string, readonly RoutedEndpoint[]>,
  method: string,
  path: string,
): AnyEndpoint | undefined {
  return table.get(method)?.find((route) => route.pattern.test(path))?.row
}

/** The `:name` parts of a path that matched `rowPath` (decoded). */
export function pathParams(rowPath: string, path: string): Record<string, string> {
  const parts = path.split('/')
  return Object.fromEntries(
    rowPath
      .split('/')
      .flatMap((part, index) =>
        part.startsWith(':') ? [[part.slice(1), decodeURIComponent(parts[index] ?? '')]] : [],
      ),
  )
}
