/** Issue 36, after the sale: Invoices and credit notes (helper C). */
export const invoices = {}
