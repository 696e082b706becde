import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type * as v from 'valibot'
import type { Access, AnyEndpoint, EndpointRow } from '../../contract/endpoints/endpoint'
import type { StaffArea } from '../../contract/staff-roles'
import { requireBackoffice, requireStaffArea, requireUser, type BackendEnv } from './context'
import { validate } from './http'

/**
 * A domain's handlers, registered from the endpoint table (contract/endpoints): a sub-app mounted
 * at its base path, each handler at its row's path relative to that base. The row decides the
 * method, the access check and the validation of body, query and path parameters; the handler
 * reads them typed through `c.req.valid('json' | 'query' | 'param')`.
 *
 *   const products = endpointRoutes('api/v1/product')
 *   products.on(catalogue.productFilter, async (c) => ok(c, await filterProducts(c.env.DB, c.req.valid('json'))))
 *   backendApp.route(products.mountPath, products.app)
 */

type JsonOut<B> = B extends v.GenericSchema ? { json: v.InferOutput<B> } : object
type QueryOut<Q> = Q extends v.GenericSchema ? { query: v.InferOutput<Q> } : object
type ParamOut<S> = S extends v.GenericSchema ? { param: v.InferOutput<S> } : object

type ValidOut<E> =
  E extends EndpointRow<any, any, infer B, infer Q, infer S> ? JsonOut<B> & QueryOut<Q> & ParamOut<S> : never

/** The context a row's handler gets: its validated input typed from the row's schemas. */
export type EndpointContext<E> = Context<BackendEnv, string, { out: ValidOut<E> }>
export type EndpointHandler<E> = (c: EndpointContext<E>) => Response | Promise<Response>

/**
 * The backend's own check of a row's access (the edge checks staff calls before, too). A staff
 * row's area is checked against the role the database confirms (issue 37).
 */
const staffGuard = (area: StaffArea | undefined): MiddlewareHandler<BackendEnv> =>
  createMiddleware<BackendEnv>(async (c, next) => {
    if (area) requireStaffArea(c, area)
    else requireBackoffice(c)
    c.header('Cache-Control', 'private, no-store')
    await next()
  })

const ACCESS_GUARDS: Record<Exclude<Access, 'staff'>, MiddlewareHandler<BackendEnv> | null> = {
  public: null,
  cart: null,
  user: createMiddleware<BackendEnv>(async (c, next) => {
    requireUser(c)
    await next()
  }),
}

/** A validator or handler in the untyped chain hono's `on` takes (their typed inputs are the row's). */
const asMiddleware = (handler: unknown) => handler as MiddlewareHandler<BackendEnv>

export interface EndpointRoutes {
  /** Where the sub-app is mounted: `/` + its base. */
  readonly mountPath: string
  readonly app: Hono<BackendEnv>
  /** Registers a row's handler; `before` runs after the access check and validation (e.g. a body limit). */
  on<E extends AnyEndpoint>(row: E, handler: EndpointHandler<E>, ...before: MiddlewareHandler<BackendEnv>[]): void
}

export function endpointRoutes(base: string): EndpointRoutes {
  const app = new Hono<BackendEnv>()
  const prefix = base.replace(/\/+$/, '')
  return {
    mountPath: '/' + prefix,
    app,
    on(row, handler, ...before) {
      if (row.path !== prefix && !row.path.startsWith(prefix + '/'))
        throw new Error(`${row.method} ${row.path} is not under ${prefix}`)
      const chain: MiddlewareHandler<BackendEnv>[] = []
      const guard = row.access === 'staff' ? staffGuard(row.area) : ACCESS_GUARDS[row.access]
      if (guard) chain.push(guard)
      if (row.params) chain.push(asMiddleware(validate('param', row.params as v.GenericSchema)))
      if (row.query) chain.push(asMiddleware(validate('query', row.query as v.GenericSchema)))
      if (row.body && !row.multipart) chain.push(asMiddleware(validate('json', row.body as v.GenericSchema)))
      chain.push(...before, asMiddleware(handler))
      const relative = row.path.slice(prefix.length) || '/'
      app.on(row.method, [relative], ...(chain as [MiddlewareHandler<BackendEnv>]))
    },
  }
}
