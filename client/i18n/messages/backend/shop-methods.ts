/** Issue 37: the refusals of the delivery and payment method settings. */
export const messages = {
  hr: {
    DELIVERY_METHOD_NOT_FOUND: 'Način dostave nije pronađen.',
    DELIVERY_BRANCH_NOT_FOUND: 'Poslovnica nije pronađena.',
    PAYMENT_METHOD_NOT_FOUND: 'Način plaćanja nije pronađen.',
    SHOP_METHOD_UNKNOWN_COUNTRY:
      'Država „{{country}}” nije poznata: upišite njezinu dvoslovnu ISO oznaku (npr. HR, SI).',
    SHOP_METHOD_ZONE_NOT_SERVED:
      'Ovaj način dostave ne dostavlja u državu {{country}}: dodajte je u države dostave ili je uklonite iz zone.',
    SHOP_METHOD_UNKNOWN_DELIVERY_METHOD: 'Način dostave {{id}} ne postoji.',
    DELIVERY_PRICE_CHANGED:
      'Cijena dostave „{{method}}” za državu {{country}} razlikuje se od izračunate: ponovo odaberite način dostave.',
  },
  en: {
    DELIVERY_METHOD_NOT_FOUND: 'The delivery method was not found.',
    DELIVERY_BRANCH_NOT_FOUND: 'The branch was not found.',
    PAYMENT_METHOD_NOT_FOUND: 'The payment method was not found.',
    SHOP_METHOD_UNKNOWN_COUNTRY: 'The country “{{country}}” is not known: enter its two-letter ISO code (e.g. HR, SI).',
    SHOP_METHOD_ZONE_NOT_SERVED:
      'This delivery method does not deliver to {{country}}: add it to the countries it delivers to, or remove it from the zone.',
    SHOP_METHOD_UNKNOWN_DELIVERY_METHOD: 'Delivery method {{id}} does not exist.',
    DELIVERY_PRICE_CHANGED:
      'The price of “{{method}}” for {{country}} differs from the one calculated: choose the delivery method again.',
  },
}
