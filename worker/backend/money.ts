/**
 * Money is stored and computed as integer cents (D1 columns `*_cents`); the API shows euros with
 * 2 decimals. Convert only at the edges: `toCents` where euros come in (seed data, filter
 * bounds), `fromCents` in the DTO mappers.
 */
export type Cents = number

export const toCents = (amount: number): Cents => Math.round((amount + Number.EPSILON) * 100)
export const fromCents = (cents: Cents): number => Math.round(cents) / 100
export const fromCentsOrNull = (cents: Cents | null): number | null => (cents === null ? null : fromCents(cents))
