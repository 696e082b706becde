/** The users backend's refusal codes (worker/backend: `refuse(status, CODE, { params })`) and their texts. */
export const messages = {
  hr: {},
  en: {},
}
