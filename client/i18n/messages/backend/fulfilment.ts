/** Issue 36: this domain's refusal codes and their texts (shipping, delivery, the order's state machine). */
export const messages = {
  hr: {
    ORDER_CHANGED:
      'Narudžbu je u međuvremenu promijenio netko drugi. Stranica je osvježena — provjerite i pokušajte ponovno.',
    ORDER_NOT_PROCESSABLE: 'Ova se narudžba ne može staviti u obradu u svom trenutnom stanju.',
    ORDER_NOT_SHIPPABLE: 'Ova se narudžba ne može poslati u svom trenutnom stanju.',
    ORDER_NOT_DELIVERABLE: 'Isporuku se može zabilježiti tek kad je cijela narudžba poslana.',
    SHIP_CARRIER_UNKNOWN: 'Odabrana dostavna služba ne postoji u postavkama.',
    SHIP_TRACKING_REQUIRED: 'Upišite broj za praćenje pošiljke odabrane dostavne službe.',
    SHIP_LINE_NOT_SHIPPABLE: 'Stavka {{line}} nije fizička stavka ove narudžbe ili je navedena dvaput.',
    SHIP_QTY_TOO_HIGH: 'Od stavke „{{name}}” za slanje je preostalo još {{left}}.',
  },
  en: {
    ORDER_CHANGED:
      'Someone else changed this order in the meantime. The page has been refreshed — check it and try again.',
    ORDER_NOT_PROCESSABLE: 'This order cannot be put into processing in its current state.',
    ORDER_NOT_SHIPPABLE: 'This order cannot be shipped in its current state.',
    ORDER_NOT_DELIVERABLE: 'A delivery can be recorded only once the whole order has shipped.',
    SHIP_CARRIER_UNKNOWN: 'The chosen carrier is not in the settings.',
    SHIP_TRACKING_REQUIRED: "Enter the shipment's tracking number for the chosen carrier.",
    SHIP_LINE_NOT_SHIPPABLE: 'Line {{line}} is not a physical line of this order, or it is listed twice.',
    SHIP_QTY_TOO_HIGH: 'Only {{left}} of “{{name}}” are left to ship.',
  },
}
