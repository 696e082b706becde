/** Issue 36, after the sale: Shipping, delivery and the order's state machine (helper A). */
export const fulfilment = {}
