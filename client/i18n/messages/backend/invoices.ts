/** Issue 36: this domain's refusal codes and their texts. */
export const messages = {
  hr: {
    INVOICE_NOT_FOUND: 'Taj račun ne postoji ili ne pripada ovoj narudžbi.',
    INVOICE_NOT_ISSUED: 'Ova narudžba još nema račun: izdaje se kad je narudžba plaćena.',
  },
  en: {
    INVOICE_NOT_FOUND: 'That invoice does not exist or does not belong to this order.',
    INVOICE_NOT_ISSUED: 'This order has no invoice yet: it is issued when the order is paid.',
  },
}
