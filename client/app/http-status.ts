import { HttpStatusError } from '../lib/page-types'

function numberField(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined
  const field = (value as Record<string, unknown>)[key]
  return typeof field === 'number' && Number.isInteger(field) ? field : undefined
}

/**
 * The status an error stands for (SPEC §4 route errors): statusCode, status or response.status,
 * default 500. ApiError and HttpStatusError carry `status`.
 */
export function statusOfError(error: unknown): number {
  if (error instanceof HttpStatusError) return error.status
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response: unknown }).response
      : undefined
  const status = numberField(error, 'statusCode') ?? numberField(error, 'status') ?? numberField(response, 'status')
  return status !== undefined && status >= 400 && status <= 599 ? status : 500
}

export function messageOfError(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : 'Error'
}
