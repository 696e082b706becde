import { env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import { messages as customerMessages } from '../../../client/i18n/messages/customers'
import { NOT_A_CUSTOMER, PERSONAL_DATA, personBinds } from './personal-data'

/** Column names that say a person: an e-mail, a phone, an address or its parts, a name, an OIB. */
const PERSONAL_LOOKING =
  /e_?mail|phone|address|street|house_number|zip|city|town|oib|first_name|last_name|holder_name|recipient|gift_|visitor/i

async function schema(): Promise<Map<string, string[]>> {
  const { results } = await env.DB.prepare(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name NOT LIKE 'd1_%'",
  ).all<{ name: string }>()
  const tables = new Map<string, string[]>()
  for (const { name } of results) {
    const info = await env.DB.prepare(`PRAGMA table_info("${name}")`).all<{ name: string }>()
    tables.set(
      name,
      info.results.map((column) => column.name),
    )
  }
  return tables
}

describe('the personal-data table covers the schema', () => {
  it('lists every e-mail-, phone-, address- or name-like column of every table', async () => {
    const listed = new Set(PERSONAL_DATA.flatMap((entry) => entry.personal.map((column) => `${entry.table}.${column}`)))
    const unlisted: string[] = []
    for (const [table, columns] of await schema())
      for (const column of columns) {
        const key = `${table}.${column}`
        if (PERSONAL_LOOKING.test(column) && !listed.has(key) && !(key in NOT_A_CUSTOMER)) unlisted.push(key)
      }
    // A new column here holds someone's data: add it to PERSONAL_DATA (export and erasure follow).
    expect(unlisted).toEqual([])
  })

  it('names only tables and columns that exist', async () => {
    const tables = await schema()
    const missing: string[] = []
    for (const entry of PERSONAL_DATA)
      for (const column of [...entry.personal, ...entry.exported])
        if (!tables.get(entry.table)?.includes(column)) missing.push(`${entry.table}.${column}`)
    for (const key of Object.keys(NOT_A_CUSTOMER)) {
      const [table = '', column = ''] = key.split('.')
      if (!tables.get(table)?.includes(column)) missing.push(key)
    }
    expect(missing).toEqual([])
  })

  it('finds rows in every listed table with a query that runs', async () => {
    for (const entry of PERSONAL_DATA) {
      const sql = `SELECT COUNT(*) AS n FROM ${entry.table} WHERE ${entry.find}`
      const statement = env.DB.prepare(sql).bind(...personBinds(sql, { accountId: 0, email: 'nobody@example.com' }))
      expect((await statement.first<{ n: number }>())?.n, entry.table).toBe(0)
    }
  })
})

describe('the backoffice names every personal table', () => {
  it('has an hr and an en label for each table PERSONAL_DATA lists (the person-by-e-mail summary shows them)', () => {
    for (const locale of ['hr', 'en'] as const) {
      const labels: Record<string, string> = customerMessages[locale].adminCustomers.person.tables
      const missing = PERSONAL_DATA.map((entry) => entry.table).filter((table) => !labels[table])
      expect(missing, locale).toEqual([])
    }
  })
})
