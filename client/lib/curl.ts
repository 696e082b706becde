import type { FailedRequest } from '../../contract/api'

const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`

/** The shell command that repeats a failed request (SPEC §8: the developer's debug toast). */
export function curlCommand(origin: string, request: FailedRequest): string {
  const parts = ['curl', '-X', request.method, quote(`${origin}${request.url}`)]
  for (const [name, value] of Object.entries(request.headers)) parts.push('-H', quote(`${name}: ${value}`))
  if (request.body !== null) parts.push('--data-raw', quote(request.body))
  return parts.join(' ')
}
