/** The catalogue backend's refusal codes (worker/backend: `refuse(status, CODE, { params })`) and their texts. */
export const messages = {
  hr: {
    CATEGORY_NOT_FOUND: 'Kategorija nije pronađena.',
    PRODUCT_NOT_FOUND: 'Proizvod nije pronađen.',
    LIMIT_TOO_HIGH: 'Stranica može imati najviše {{max}} proizvoda.',
    FILTER_EXPECTS_BOOLEAN: 'Filtar „{{key}}” prima samo da ili ne.',
    FILTER_EXPECTS_NUMBER: 'Filtar „{{key}}” prima samo broj.',
    FILTER_UNKNOWN_PRODUCT_TYPE: 'Nepoznata vrsta proizvoda „{{type}}”.',
    FILTER_UNKNOWN_KEY: 'Nepoznat filtar „{{key}}”.',
    FILTER_NOT_FILTERABLE: 'Po svojstvu „{{key}}” se ne može filtrirati.',
  },
  en: {
    CATEGORY_NOT_FOUND: 'The category was not found.',
    PRODUCT_NOT_FOUND: 'The product was not found.',
    LIMIT_TOO_HIGH: 'A page holds at most {{max}} products.',
    FILTER_EXPECTS_BOOLEAN: "The filter '{{key}}' takes only true or false.",
    FILTER_EXPECTS_NUMBER: "The filter '{{key}}' takes only a number.",
    FILTER_UNKNOWN_PRODUCT_TYPE: "Unknown product type '{{type}}'.",
    FILTER_UNKNOWN_KEY: "Unknown filter '{{key}}'.",
    FILTER_NOT_FILTERABLE: "Products cannot be filtered by '{{key}}'.",
  },
}
