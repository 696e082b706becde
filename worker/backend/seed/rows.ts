/** A column value computed by SQL, e.g. `strftime(…, 'now', ?)`, with its bound parameters. */
export interface SqlExpression {
  sql: string
  params: Array<string | number | null>
}
export const sqlExpression = (sql: string, ...params: Array<string | number | null>): SqlExpression => ({ sql, params })

export type SeedValue = string | number | null | SqlExpression

/** D1 allows 100 bound parameters per statement and a few hundred statements per batch. */
const MAX_PARAMS = 99
const BATCH_SIZE = 400

interface Row {
  /** `table (columns) row-sql`: consecutive rows with the same shape share a statement. */
  shape: string
  columns: string[]
  rowSql: string
  params: Array<string | number | null>
}

const isExpression = (value: SeedValue): value is SqlExpression => typeof value === 'object' && value !== null

/**
 * Seed rows collected per table and written as multi-row `INSERT OR IGNORE` statements (split to
 * stay under D1's bound-parameter limit) in as few D1 batches as possible. Tables are written in
 * the order of their first row, and each table's rows exactly in the order they were added (so
 * generated ids and row order are those of one INSERT per row); parents added before their
 * children are inserted first. OR IGNORE keeps every existing row (and every edit to it) as it is.
 */
export class SeedRows {
  private readonly tables = new Map<string, Row[]>()

  constructor(private readonly db: D1Database) {}

  insert(table: string, row: Record<string, SeedValue>): void {
    const columns = Object.keys(row)
    const values = Object.values(row)
    const rowSql = `(${values.map((value) => (isExpression(value) ? value.sql : '?')).join(', ')})`
    const params = values.flatMap((value) => (isExpression(value) ? value.params : [value]))
    let rows = this.tables.get(table)
    if (!rows) {
      rows = []
      this.tables.set(table, rows)
    }
    rows.push({ shape: `${columns.join(',')} ${rowSql}`, columns, rowSql, params })
  }

  statements(): D1PreparedStatement[] {
    const out: D1PreparedStatement[] = []
    for (const [table, rows] of this.tables) {
      let chunk: Row[] = []
      const flush = () => {
        const first = chunk[0]
        if (!first) return
        const sql = `INSERT OR IGNORE INTO ${table} (${first.columns.join(', ')}) VALUES ${chunk.map((row) => row.rowSql).join(', ')}`
        out.push(this.db.prepare(sql).bind(...chunk.flatMap((row) => row.params)))
        chunk = []
      }
      for (const row of rows) {
        const first = chunk[0]
        if (first && (first.shape !== row.shape || (chunk.length + 1) * row.params.length > MAX_PARAMS)) flush()
        chunk.push(row)
      }
      flush()
    }
    return out
  }

  /** Writes every collected row; the collection is emptied. */
  async write(): Promise<void> {
    const statements = this.statements()
    this.tables.clear()
    for (let i = 0; i < statements.length; i += BATCH_SIZE) await this.db.batch(statements.slice(i, i + BATCH_SIZE))
  }
}
