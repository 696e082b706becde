/** Issue 36: this domain's refusal codes and their texts. */
export const messages = {
  hr: {
    RETURN_NOT_POSSIBLE:
      'Za ovu narudžbu povrat se više ne može zatražiti: rok od 14 dana od dostave je istekao, zahtjev je već otvoren ili nema ništa za vratiti.',
    RETURN_LINE_NOT_RETURNABLE: 'Ovaj se proizvod ne može vratiti (digitalni proizvod ili je već vraćen).',
    RETURN_QTY_TOO_HIGH: 'Možete vratiti najviše {{max}} kom.',
    RETURN_NOT_FOUND: 'Zahtjev za povrat nije pronađen.',
    RETURN_NOT_ACCEPTABLE: 'Ovaj se zahtjev za povrat više ne može prihvatiti.',
    RETURN_NOT_REFUSABLE: 'Ovaj se zahtjev za povrat više ne može odbiti.',
    RETURN_NOT_RECEIVABLE: 'Robu se može zaprimiti tek kad je povrat prihvaćen.',
  },
  en: {
    RETURN_NOT_POSSIBLE:
      'A return can no longer be requested for this order: the 14 days from delivery are over, a request is already open, or nothing is left to return.',
    RETURN_LINE_NOT_RETURNABLE: 'This item cannot be returned (a digital product, or already returned).',
    RETURN_QTY_TOO_HIGH: 'You can return at most {{max}}.',
    RETURN_NOT_FOUND: 'The return request was not found.',
    RETURN_NOT_ACCEPTABLE: 'This return request can no longer be accepted.',
    RETURN_NOT_REFUSABLE: 'This return request can no longer be refused.',
    RETURN_NOT_RECEIVABLE: 'The goods can be received only once the return is accepted.',
  },
}
