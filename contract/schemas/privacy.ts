import * as v from 'valibot'
import { PasswordField } from './auth'

/** Issue 37, POST api/v1/user/web/privacy/erase: the customer confirms with their password, as a login does. */
export const PrivacyEraseSchema = v.object({ password: PasswordField })
