import { safeRedirect } from '../../../contract/safe-redirect'
import { CONFIRMATION_TOKEN } from '../../../contract/schemas/cms-form'

type ConfirmGoal =
  | { kind: 'verify'; token: string; email: string | null; redirect: string }
  /** A form submission's or a newsletter subscription's confirmation link (issue 14). */
  | { kind: 'confirmation'; of: 'form' | 'newsletter'; token: string }
  | { kind: 'message'; text: string; email: string | null }
  | { kind: 'url'; path: string }
  | { kind: 'file'; href: string; email: string | null }
  | { kind: 'invalid' }

export const CONFIRM_MISSING_MESSAGE = 'goal or goalType were not defined'

/**
 * Reads the confirm-e-mail query (SPEC §4 E-mail confirmation): `verificationToken` confirms a new
 * account; otherwise `goal` + `goalType` (message | url | file) say what happens next. URL and file
 * goals must be same-site paths from the safe character set (no open redirect).
 */
export function readConfirmGoal(search: URLSearchParams): ConfirmGoal {
  const email = search.get('confirmedEmail')?.trim() || null
  const token = search.get('verificationToken')?.trim()
  if (token) return { kind: 'verify', token, email, redirect: safeRedirect(search.get('redirect'), '') }
  for (const of of ['form', 'newsletter'] as const) {
    const confirmation = search.get(`${of}Confirmation`)?.trim()
    if (confirmation)
      return CONFIRMATION_TOKEN.test(confirmation)
        ? { kind: 'confirmation', of, token: confirmation }
        : { kind: 'invalid' }
  }
  const goal = search.get('goal')?.trim() ?? ''
  const goalType = search.get('goalType')?.trim() ?? ''
  if (!goal || !goalType) return { kind: 'invalid' }
  if (goalType === 'message') return { kind: 'message', text: goal.slice(0, 500), email }
  const safe = safeRedirect(goal, '')
  if (goalType === 'url') return safe ? { kind: 'url', path: safe } : { kind: 'invalid' }
  if (goalType === 'file') return safe ? { kind: 'file', href: safe, email } : { kind: 'invalid' }
  return { kind: 'invalid' }
}
