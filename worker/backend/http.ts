import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import * as v from 'valibot'
import { vValidator } from '@hono/valibot-validator'
import type { BackendEnv } from './context'
import { errorBody, type ErrorParams } from '../lib/error-body'
import { validationFailure } from '../lib/validation'

/**
 * The backend's JSON envelope. Success: `{ data }`. Error: `{ statusCode, code, message, error }`
 * with a 4xx/5xx status — the shape the storefront's generic error handler reads (SPEC §8).
 */
export class BackendError extends Error {
  readonly params: ErrorParams
  readonly field: string | undefined
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    /** What the edge fills the code's text with, and the input it is about (for the form to mark). */
    detail: ErrorDetail = {},
  ) {
    super(code)
    this.params = detail.params ?? {}
    this.field = detail.field
  }
}

export interface ErrorDetail {
  params?: ErrorParams
  field?: string
}

/**
 * A refusal: the status and a code, never a text. The edge answers the code's text in the
 * caller's language (`backend.<CODE>` in client/i18n/messages/backend/*.ts, filled with `params`).
 *
 *   throw refuse(409, 'INSUFFICIENT_STOCK', { params: { available: 2 }, field: 'qty' })
 */
export const refuse = (status: ContentfulStatusCode, code: string, detail?: ErrorDetail): BackendError =>
  new BackendError(status, code, detail)

export const ok = <T>(c: Context<BackendEnv>, data: T, status: ContentfulStatusCode = 200): Response =>
  c.json({ data }, status)

export { errorBody }

/** `vValidator` for json / query / param / form targets with the one envelope hook (lib/validation.ts). */
export function validate<Target extends 'json' | 'query' | 'param' | 'form', S extends v.GenericSchema>(
  target: Target,
  schema: S,
) {
  return vValidator(target, schema, (result, c: Context<BackendEnv>) => {
    if (!result.success) return validationFailure(c, result.issues, c.get('lang'))
  })
}

export interface Paging {
  page: number
  limit: number
  offset: number
}

export function paging(page: unknown, limit: unknown, defaults = { page: 1, limit: 10 }, max = 10000): Paging {
  const p = Math.max(1, Math.floor(Number(page) || defaults.page))
  const l = Math.min(max, Math.max(1, Math.floor(Number(limit) || defaults.limit)))
  return { page: p, limit: l, offset: (p - 1) * l }
}

/** The three pagination forms of SPEC §3. */
export const pageForms = {
  dataPagination: <T>(data: T[], total: number, p: Paging) => ({
    data,
    pagination: {
      page: p.page,
      limit: p.limit,
      totalPages: Math.max(1, Math.ceil(total / p.limit)),
      totalRecords: total,
    },
  }),
  records: <T>(records: T[], total: number, p: Paging) => ({
    records,
    page: p.page,
    limit: p.limit,
    totalPages: Math.max(1, Math.ceil(total / p.limit)),
    totalRecords: total,
  }),
  lastPage: <T>(data: T[], total: number, p: Paging) => ({
    data,
    page: p.page,
    perPage: p.limit,
    limit: p.limit,
    total,
    lastPage: Math.max(1, Math.ceil(total / p.limit)),
  }),
}

/** Money: always 2 decimals, computed in cents to avoid float drift. */
export const money = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100
