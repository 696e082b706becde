/**
 * The JSON error envelope every izlog error answer uses, edge and backend alike:
 * `{ statusCode, code, message, error: { statusCode, code, message } }` — the fields the
 * storefront's generic error handler reads (SPEC §8). `field` names the invalid input, if any.
 */
export function errorBody(
  status: number,
  code: string,
  message: string,
  field?: string,
  params?: Record<string, string | number>,
) {
  return {
    statusCode: status,
    code,
    message,
    error: { statusCode: status, code, message },
    ...(field ? { field } : {}),
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
  }
}

/** What an error's text may be filled with: `{{name}}` placeholders of its message. */
export type ErrorParams = Record<string, string | number>
