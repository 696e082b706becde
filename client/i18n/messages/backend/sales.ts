/** Issue 37, promotions: the scheduled sale periods' refusal codes and their texts. */
export const messages = {
  hr: {
    SALE_CONFIGURABLE: 'Proizvod s varijantama nema vlastitu cijenu: akciju zakažite na svakoj varijanti.',
    SALE_ENDS_BEFORE_START: 'Kraj akcije mora biti nakon njezina početka.',
    SALE_ENDS_IN_PAST: 'Kraj akcije mora biti u budućnosti.',
    SALE_PRICE_NOT_BELOW_REGULAR: 'Akcijska cijena mora biti niža od redovne cijene.',
    SALE_OVERLAPS: 'Ovo se razdoblje preklapa s drugom akcijom istog proizvoda.',
    SALE_NOT_FOUND: 'Akcija nije pronađena.',
  },
  en: {
    SALE_CONFIGURABLE: 'A product with variants has no price of its own: schedule the sale on each variant.',
    SALE_ENDS_BEFORE_START: 'The sale must end after it starts.',
    SALE_ENDS_IN_PAST: 'The sale must end in the future.',
    SALE_PRICE_NOT_BELOW_REGULAR: 'The sale price must be below the regular price.',
    SALE_OVERLAPS: 'This period overlaps another sale of the same product.',
    SALE_NOT_FOUND: 'The sale was not found.',
  },
}
