/** The commerce backend's refusal codes (worker/backend: `refuse(status, CODE, { params })`) and their texts. */
export const messages = {
  hr: {
    ORDER_NOT_FOUND: 'Narudžba nije pronađena.',
    ORDER_MISMATCH: 'Broj narudžbe ne odgovara narudžbi u adresi.',
    NOT_A_WALLET_ORDER: 'Ova narudžba se ne plaća digitalnim novčanikom.',
    PAYMENT_NOT_CONFIRMED: 'Pružatelj plaćanja još nije potvrdio ovu uplatu.',
    ORDER_NOT_PAYABLE: 'Ova narudžba se više ne može platiti.',
    ORDER_LINK_EXPIRED: 'Poveznica na narudžbu je istekla.',
    ORDER_LINK_INVALID: 'Poveznica na narudžbu nije valjana.',
    ORDER_NOT_AWAITING_TRANSFER: 'Ova narudžba ne čeka uplatu bankovnim prijenosom.',
    ORDER_NOT_CANCELLABLE: 'Ova narudžba se više ne može otkazati.',
    BACKOFFICE_NO_WISHLIST: 'Djelatnički računi nemaju listu želja.',
  },
  en: {
    ORDER_NOT_FOUND: 'The order was not found.',
    ORDER_MISMATCH: 'The order number does not match the order in the address.',
    NOT_A_WALLET_ORDER: 'This order is not paid with a digital wallet.',
    PAYMENT_NOT_CONFIRMED: 'The payment provider has not confirmed this payment yet.',
    ORDER_NOT_PAYABLE: 'This order can no longer be paid.',
    ORDER_LINK_EXPIRED: 'The order link has expired.',
    ORDER_LINK_INVALID: 'The order link is not valid.',
    ORDER_NOT_AWAITING_TRANSFER: 'This order is not waiting for a bank transfer.',
    ORDER_NOT_CANCELLABLE: 'This order can no longer be cancelled.',
    BACKOFFICE_NO_WISHLIST: 'Staff accounts have no wishlist.',
  },
}
