import { useState } from 'react'
import { ApiError } from '../../../contract/api'

/**
 * A form's one error from the server: a refusal about one of the form's fields shows at that field
 * (`field` is the path's first part: `allowedCountries.0` → `allowedCountries`); any other goes to the toast.
 */
export function useServerFieldError<F extends string>(fields: readonly F[]) {
  const [error, setError] = useState<{ field: F; message: string } | null>(null)
  return {
    errorOf: (field: F): string | null => (error?.field === field ? error.message : null),
    clear: () => setError(null),
    /** True when the error belongs to a field (and is now shown there). */
    take: (failure: unknown): boolean => {
      const field = failure instanceof ApiError ? failure.field?.split('.')[0] : undefined
      const own = fields.find((candidate) => candidate === field)
      if (!own || !(failure instanceof Error)) return false
      setError({ field: own, message: failure.message })
      return true
    },
  }
}
