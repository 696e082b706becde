/** Issue 36: this domain's refusal codes and their texts. */
export const messages = {
  hr: {
    REFUND_NOT_ALLOWED: 'Ova se narudžba u svom trenutnom stanju ne može refundirati.',
    REFUND_LINE_UNKNOWN: 'Odabrana stavka ne pripada ovoj narudžbi.',
    REFUND_QTY_TOO_HIGH: 'Za stavku „{{name}}” može se refundirati još najviše {{left}} kom.',
    REFUND_SHIPPING_TOO_HIGH: 'Za dostavu se može refundirati još najviše {{left}} EUR.',
    REFUND_EMPTY: 'Odaberite što refundirate: barem jednu stavku ili iznos dostave.',
    REFUND_TOO_LARGE: 'Refundacija je veća od preostalog plaćenog iznosa ({{left}} EUR).',
    REFUND_RETURN_UNKNOWN: 'Taj povrat ne pripada ovoj narudžbi.',
    REFUND_PROVIDER_REFUSED:
      'Pružatelj plaćanja odbio je povrat novca jer je veći od preostalog plaćenog iznosa. Osvježite narudžbu.',
    REFUND_PROVIDER_FAILED:
      'Pružatelj plaćanja trenutno ne može vratiti novac. Ništa nije promijenjeno; pokušajte ponovno za nekoliko minuta.',
  },
  en: {
    REFUND_NOT_ALLOWED: 'This order cannot be refunded in its current state.',
    REFUND_LINE_UNKNOWN: 'The chosen line does not belong to this order.',
    REFUND_QTY_TOO_HIGH: 'At most {{left}} more of “{{name}}” can be refunded.',
    REFUND_SHIPPING_TOO_HIGH: 'At most EUR {{left}} more can be refunded for shipping.',
    REFUND_EMPTY: 'Choose what to refund: at least one line or a shipping amount.',
    REFUND_TOO_LARGE: 'The refund is more than what is left of the payment (EUR {{left}}).',
    REFUND_RETURN_UNKNOWN: 'That return does not belong to this order.',
    REFUND_PROVIDER_REFUSED:
      'The payment provider refused the refund: it is more than what is left of the payment. Reload the order.',
    REFUND_PROVIDER_FAILED:
      'The payment provider cannot give the money back right now. Nothing was changed; try again in a few minutes.',
  },
}
