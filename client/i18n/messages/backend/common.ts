/** The backend's refusals of any call (worker/backend/app.ts): an unknown call, a body that is not JSON. */
export const messages = {
  hr: {
    UNKNOWN_CALL: 'Nepoznat poziv API-ja: {{call}}.',
    BAD_JSON: 'Neispravan zahtjev.',
    BAD_REQUEST: 'Zahtjev nije ispravan.',
    INTERNAL: 'Nešto je pošlo po zlu, pokušajte ponovno.',
  },
  en: {
    UNKNOWN_CALL: 'Unknown API call: {{call}}.',
    BAD_JSON: 'Malformed request.',
    BAD_REQUEST: 'The request is not valid.',
    INTERNAL: 'Something went wrong, please try again.',
  },
}
