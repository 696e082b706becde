import * as v from 'valibot'
import { V } from '../validation/keys'

/** SPEC §2 free-text instructions kept with the cart. */
export const INSTRUCTIONS_MAX_LENGTH = 1000

/** The instructions box, the edge (PUT /api/cart/instructions) and the backend (cart/setInstructions). */
export const InstructionsSchema = v.object({
  instructions: v.pipe(v.string(V.required), v.maxLength(INSTRUCTIONS_MAX_LENGTH, V.maxLength)),
})
