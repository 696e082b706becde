/**
 * The text of a HUB-3A payment barcode (Croatian bank association's "2D barkod" standard, EUR
 * version): banking apps scan it from a PDF417 symbol and fill in a bank transfer. Fourteen
 * fields, each ended by a line feed, each cut to the standard's maximum length.
 */
export interface Hub3Payment {
  /** Amount in cents. */
  amountCents: number
  payer: { name: string; street: string; city: string }
  receiver: { name: string; street: string; city: string }
  /** Receiver's IBAN (spaces are removed). */
  iban: string
  /** Reference model, e.g. 'HR00'. */
  model: string
  /** Reference number (poziv na broj), e.g. the order number's digits. */
  reference: string
  /** ISO 20022 purpose code, e.g. 'OTHR'. */
  purposeCode: string
  description: string
}

const HEADER = 'HRVHUB30'
const CURRENCY = 'EUR'

/** Maximum lengths of the standard (HUB-3A: the payer's street 27, the receiver's 25). */
export const HUB3_MAX = {
  payerName: 30,
  payerStreet: 27,
  payerCity: 27,
  receiverName: 25,
  receiverStreet: 25,
  receiverCity: 27,
  iban: 21,
  model: 4,
  reference: 22,
  purpose: 4,
  description: 35,
} as const

/** One field: no line breaks inside, trimmed, cut to `max`. */
function field(value: string, max: number): string {
  return value
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .slice(0, max)
    .trim()
}

/** The amount as 15 digits of cents, zero-padded (HUB-3A "Iznos"). */
export function hub3Amount(amountCents: number): string {
  if (!Number.isInteger(amountCents) || amountCents < 0 || amountCents > 999_999_999_999_999)
    throw new RangeError(`HUB-3 amount out of range: ${amountCents}`)
  return String(amountCents).padStart(15, '0')
}

/** The barcode text for one payment. */
export function hub3Payload(payment: Hub3Payment): string {
  const fields = [
    HEADER,
    CURRENCY,
    hub3Amount(payment.amountCents),
    field(payment.payer.name, HUB3_MAX.payerName),
    field(payment.payer.street, HUB3_MAX.payerStreet),
    field(payment.payer.city, HUB3_MAX.payerCity),
    field(payment.receiver.name, HUB3_MAX.receiverName),
    field(payment.receiver.street, HUB3_MAX.receiverStreet),
    field(payment.receiver.city, HUB3_MAX.receiverCity),
    field(payment.iban.replace(/\s+/g, '').toUpperCase(), HUB3_MAX.iban),
    field(payment.model.toUpperCase(), HUB3_MAX.model),
    field(payment.reference, HUB3_MAX.reference),
    field(payment.purposeCode.toUpperCase(), HUB3_MAX.purpose),
    field(payment.description, HUB3_MAX.description),
  ]
  return fields.map((value) => `${value}\n`).join('')
}
