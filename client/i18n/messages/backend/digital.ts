/** Issue 36: this domain's refusal codes and their texts. */
export const messages = {
  hr: {},
  en: {},
}
