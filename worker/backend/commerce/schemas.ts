/** The commerce request schemas live in contract/schemas/commerce.ts; users/schemas.ts still imports these from here. */
export { CartAuthSchema, OibSchema, SafePathSchema } from '../../../contract/schemas/commerce'
