import { parseJson } from '../lib/parse-json'

/**
 * D1 rows read through checked column readers instead of casting what `first`/`all` return: each
 * repository declares its row's reader once, next to its SQL, and a column of another type than
 * declared is an error naming table.column instead of a value of the wrong type travelling on. A
 * reader costs one property read and one typeof per column (the product list reads thousands of rows).
 */

export type Row = Record<string, unknown>
export type ReadRow<T> = (row: Row) => T

export class RowTypeError extends Error {
  override name = 'RowTypeError'
}

const shown = (value: unknown): string =>
  value === undefined ? 'no such column' : value === null ? 'null' : `${typeof value} ${JSON.stringify(value)}`

/** The column readers of one table (the name is only for the error). */
export function columns(table: string) {
  const wrong = (column: string, expected: string, value: unknown): never => {
    throw new RowTypeError(`${table}.${column}: expected ${expected}, D1 returned ${shown(value)}`)
  }
  const int = (row: Row, column: string): number => {
    const value = row[column]
    return typeof value === 'number' && Number.isInteger(value) ? value : wrong(column, 'an integer', value)
  }
  const real = (row: Row, column: string): number => {
    const value = row[column]
    return typeof value === 'number' ? value : wrong(column, 'a number', value)
  }
  const text = (row: Row, column: string): string => {
    const value = row[column]
    return typeof value === 'string' ? value : wrong(column, 'text', value)
  }
  return {
    int,
    real,
    text,
    nullableInt: (row: Row, column: string): number | null => (row[column] === null ? null : int(row, column)),
    nullableReal: (row: Row, column: string): number | null => (row[column] === null ? null : real(row, column)),
    nullableText: (row: Row, column: string): string | null => (row[column] === null ? null : text(row, column)),
    /** A 0/1 flag as a boolean. */
    bool: (row: Row, column: string): boolean => {
      const value = row[column]
      return value === 1 ? true : value === 0 ? false : wrong(column, '0 or 1', value)
    },
    /** A 0/1 flag kept as the number (rows whose consumers compare with 1). */
    flag: (row: Row, column: string): number => {
      const value = row[column]
      return value === 1 || value === 0 ? value : wrong(column, '0 or 1', value)
    },
    /** One of a closed set of values (an enum column: texts, or codes such as 301/302). */
    oneOf: <const V extends string | number>(row: Row, column: string, values: readonly V[]): V => {
      const value = row[column]
      return values.includes(value as V) ? (value as V) : wrong(column, `one of ${values.join(', ')}`, value)
    },
    /** A JSON text column (null, empty or malformed gives the fallback); the parsed shape is not checked. */
    json: <T>(row: Row, column: string, fallback: T): T => {
      const value = row[column]
      return value === null
        ? fallback
        : parseJson(typeof value === 'string' ? value : wrong(column, 'JSON text', value), fallback)
    },
  }
}

/** The statement's first row read by `readRow`, or null. */
export async function firstRow<T>(stmt: D1PreparedStatement, readRow: ReadRow<T>): Promise<T | null> {
  const row = await stmt.first()
  return row === null ? null : readRow(row)
}

/** Every row of the statement read by `readRow`. */
export async function allRows<T>(stmt: D1PreparedStatement, readRow: ReadRow<T>): Promise<T[]> {
  const { results } = await stmt.all()
  return results.map(readRow)
}

/** The rows of one statement's result in a `db.batch`, read by `readRow`. */
export const batchRows = <T>(result: D1Result | undefined, readRow: ReadRow<T>): T[] =>
  (result?.results ?? []).map((row) => readRow(row as Row))

const countColumns = columns('count')

/** `SELECT COUNT(*) AS n …`: the count (0 without a row). */
export async function countOf(stmt: D1PreparedStatement): Promise<number> {
  const row = await stmt.first()
  return row === null ? 0 : countColumns.int(row, 'n')
}
