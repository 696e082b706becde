/** Issue 37: the shop settings' refusal codes and their texts. */
export const messages = {
  hr: {
    VAT_RATE_IN_USE:
      'Stopa PDV-a od {{rate}} % ne može se ukloniti: ima je {{products}} proizvoda. Najprije im promijenite stopu.',
    VAT_RATE_NOT_OFFERED: 'Stopa PDV-a od {{rate}} % nije na popisu stopa trgovine (Postavke trgovine).',
  },
  en: {
    VAT_RATE_IN_USE:
      'The {{rate}} % VAT rate cannot be removed: {{products}} products carry it. Change their rate first.',
    VAT_RATE_NOT_OFFERED: "The {{rate}} % VAT rate is not on the shop's list of rates (Shop settings).",
  },
}
