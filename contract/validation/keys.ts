/**
 * Message keys of the shared `validation` namespace (SPEC §5 texts, client/i18n/messages/validation.ts).
 * Schemas carry these keys as their messages; forms translate them with the requirement
 * as the `length` / `value` parameter.
 */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  minLength: 'validation.minLength',
  maxLength: 'validation.maxLength',
  sameAs: 'validation.sameAs',
  passwordsMatch: 'validation.passwordsMatch',
  newDiffersFromOld: 'validation.newDiffersFromOld',
  slugShort: 'validation.slugShort',
  slugFormat: 'validation.slug',
  linkHref: 'validation.linkHref',
  alpha: 'validation.alpha',
  name: 'validation.name',
  invalid: 'validation.invalid',
  oib: 'validation.oib',
  oibCheckDigit: 'validation.oibCheckDigit',
  memberCardNumber: 'validation.memberCardNumber',
  phone: 'validation.phone',
  discountAboveRetail: 'validation.discountAboveRetail',
  iban: 'validation.iban',
} as const
