/** Issue 37, "Customers and GDPR": the backoffice's customer calls' and the login's refusal codes and their texts. */
export const messages = {
  hr: {
    ACCOUNT_BLOCKED: 'Ovaj je korisnički račun blokiran. Za pomoć se obratite trgovini.',
    CUSTOMER_CHANGED: 'Račun kupca u međuvremenu je promijenjen. Učitajte stranicu ponovno.',
    CUSTOMER_ALREADY_CONFIRMED: 'Kupac je već potvrdio svoju e-mail adresu.',
  },
  en: {
    ACCOUNT_BLOCKED: 'This account has been blocked. Please contact the shop for help.',
    CUSTOMER_CHANGED: 'The customer’s account has changed meanwhile. Reload the page.',
    CUSTOMER_ALREADY_CONFIRMED: 'The customer has already confirmed their e-mail address.',
  },
}
