/** Issue 36, after the sale: Return requests (helper E). */
export const returns = {}
