/**
 * Form validation messages (SPEC §5). valibot schemas carry these keys as their messages
 * (`validation.required`, ...); forms translate them with `{{length}}` / `{{value}}` / `{{type}}`.
 */
export const messages = {
  hr: {
    validation: {
      required: 'Unos ovog polja je obavezan',
      email: 'Unesite ispravnu e-mail adresu',
      minLength: 'Unos mora imati najmanje {{length}} znakova',
      maxLength: 'Unos može imati najviše {{length}} znakova',
      sameAs: 'Unos mora biti jednak polju {{value}}',
      passwordsMatch: 'Lozinke se moraju podudarati',
      newDiffersFromOld: 'Nova lozinka mora se razlikovati od stare',
      alpha: 'Unos ne smije sadržavati posebne znakove',
      slugShort: 'Slug je kratak',
      slug: 'Slug smije sadržavati samo mala slova, brojeve i crtice',
      linkHref: 'Unesite adresu na ovoj stranici (počinje s /) ili potpunu adresu (https://…)',
      numeric: 'Unesite broj',
      positiveInteger: 'Unesite cijeli broj veći od nule',
      oib: 'OIB mora imati točno 11 znamenki',
      oibCheckDigit: 'OIB nije ispravan: kontrolna znamenka ne odgovara. Provjerite broj.',
      memberCardNumber: 'Broj iskaznice ima 13 znamenki (EAN-13) s ispravnom kontrolnom znamenkom. Provjerite broj.',
      phone: 'Unesite ispravan broj telefona',
      consentRequired: 'Morate prihvatiti obavezne privole',
      unknown: 'Nepoznata vrsta validacije: {{type}}',
    },
  },
  en: {
    validation: {
      required: 'This field is required',
      email: 'Enter a valid e-mail address',
      minLength: 'Enter at least {{length}} characters',
      maxLength: 'Enter at most {{length}} characters',
      sameAs: 'The value must match the field {{value}}',
      passwordsMatch: 'The passwords must match',
      newDiffersFromOld: 'The new password must differ from the old one',
      alpha: 'Special characters are not allowed',
      slugShort: 'The slug is too short',
      slug: 'A slug may only contain lowercase letters, digits and hyphens',
      linkHref: 'Enter a path on this site (starting with /) or a full address (https://…)',
      numeric: 'Enter a number',
      positiveInteger: 'Enter a whole number greater than zero',
      oib: 'The tax number (OIB) must have exactly 11 digits',
      oibCheckDigit: 'This OIB is not valid: its check digit does not match. Please check the number.',
      memberCardNumber: 'A card number has 13 digits (EAN-13) with a matching check digit. Please check the number.',
      phone: 'Enter a valid phone number',
      consentRequired: 'You must accept the required consents',
      unknown: 'Unknown validation type: {{type}}',
    },
  },
} as const
