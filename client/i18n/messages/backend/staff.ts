/** Issue 37, staff roles: this domain's refusal codes and their texts. */
export const messages = {
  hr: {
    STAFF_AREA_FORBIDDEN: 'Vaša uloga nema pristup ovom dijelu administracije.',
    STAFF_NOT_FOUND: 'Član osoblja nije pronađen.',
    STAFF_ALREADY_STAFF: 'Ova e-mail adresa već pripada članu osoblja.',
    STAFF_LAST_OWNER:
      'Trgovina mora imati barem jednog vlasnika: posljednjem vlasniku ne može se promijeniti uloga niti ga se može ukloniti.',
    STAFF_CHANGED: 'Uloga se u međuvremenu promijenila. Osvježite popis i pokušajte ponovno.',
  },
  en: {
    STAFF_AREA_FORBIDDEN: 'Your role does not reach this part of the backoffice.',
    STAFF_NOT_FOUND: 'The staff member was not found.',
    STAFF_ALREADY_STAFF: 'This e-mail address already belongs to a staff member.',
    STAFF_LAST_OWNER: 'The shop must keep at least one owner: the last owner cannot be given another role or removed.',
    STAFF_CHANGED: 'The role changed meanwhile. Reload the list and try again.',
  },
}
