/** Issue 37: everything izlog holds about one person, as one machine-readable document (GDPR Art. 15 and 20). */
export interface PersonalDataExport {
  /** The document's format and version, so a later reader knows how to read it. */
  format: 'izlog-personal-data/1'
  exportedAt: string
  person: { accountId: number; email: string }
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
