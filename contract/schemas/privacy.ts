import * as v from 'valibot'
import { EmailField, PasswordField } from './auth'
import { PageParam } from './params'

/** Issue 37, POST api/v1/user/web/privacy/erase: the customer confirms with their password, as a login does. */
export const PrivacyEraseSchema = v.object({ password: PasswordField })

/**
 * The staff calls for a person known only by e-mail (a guest buyer, a newsletter subscriber): the
 * e-mail as stored (lower case), so the audit log's search for it finds what it holds.
 */
export const PersonEmailSchema = v.object({ email: v.pipe(EmailField, v.toLowerCase()) })

/** The staff's record of those calls, a page at a time. */
export const PersonHistoryQuerySchema = v.object({ page: PageParam })
