/** Issue 36, after the sale: Refunds (helper D). */
export const refunds = {}
