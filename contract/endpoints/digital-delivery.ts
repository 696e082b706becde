/** Issue 36, after the sale: Licence keys and downloads of digital lines (helper B). */
export const digitalDelivery = {}
