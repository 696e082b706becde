/** Issue 37: the GDPR export's and erasure's refusal codes and their texts. */
export const messages = {
  hr: {
    CUSTOMER_NOT_FOUND: 'Kupac nije pronađen.',
    PRIVACY_STAFF_ACCOUNT: 'Račun djelatnika ne briše se ovdje: vlasnik trgovine najprije mu oduzima pristup.',
    PRIVACY_WRONG_PASSWORD: 'Lozinka nije točna. Račun nije obrisan.',
    PRIVACY_TOO_MANY_TRIES: 'Previše netočnih pokušaja. Pokušajte ponovno za {{seconds}} s.',
    PRIVACY_HAS_ACCOUNT:
      'Ova e-mail adresa pripada računu kupca: njegove podatke preuzmite ili obrišite na stranici kupca.',
    PERSON_NOT_FOUND: 'Trgovina nema podataka pod ovom e-mail adresom.',
  },
  en: {
    CUSTOMER_NOT_FOUND: 'The customer was not found.',
    PRIVACY_STAFF_ACCOUNT: 'A staff account is not deleted here: the shop’s owner first takes its access away.',
    PRIVACY_WRONG_PASSWORD: 'The password is not correct. The account was not deleted.',
    PRIVACY_TOO_MANY_TRIES: 'Too many wrong tries. Try again in {{seconds}} s.',
    PRIVACY_HAS_ACCOUNT:
      'This e-mail address belongs to a customer account: download or delete its data on the customer’s page.',
    PERSON_NOT_FOUND: 'The shop holds no data under this e-mail address.',
  },
}
