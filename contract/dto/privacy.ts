import type { OrderStatus } from './commerce'

/** Issue 37: everything izlog holds about one person, as one machine-readable document (GDPR Art. 15 and 20). */
export interface PersonalDataExport {
  /** The document's format and version, so a later reader knows how to read it. */
  format: 'izlog-personal-data/1'
  exportedAt: string
  /** accountId is null for a person without an account (found by e-mail alone). */
  person: { accountId: number | null; email: string }
  /** Per table, the person's rows (only the columns the export shows; JSON columns parsed). */
  tables: Record<string, Record<string, unknown>[]>
  /** What an erasure would keep or anonymise, per table, and why. */
  retention: Record<string, string>
}

/** The answer to an erasure. */
export interface ErasureResult {
  erased: true
  /** Tables whose rows stay without the person, or as the law requires. */
  kept: string[]
}

/**
 * What the shop holds about a person found by e-mail (GDPR for someone without an account): the
 * backoffice's summary before staff download or erase it.
 */
export interface PersonDataSummary {
  email: string
  /**
   * The customer account this e-mail belongs to (its own, or the account that placed an order under
   * it): the customer's page exports and erases the account with everything else, so this call does not.
   */
  customerId: number | null
  /** Per table that holds something about the person, how many rows (tables with none are left out). */
  holdings: { table: string; rows: number }[]
  /** Their orders, newest first. */
  orders: { id: number; slug: string; status: OrderStatus; createdAt: string }[]
}
