import { SELF, env } from 'cloudflare:test'
import { describe, expect, it } from 'vitest'
import type { Seller } from '../../../contract/dto/settings'
import { callBackend } from '../test-helpers'
import { getSeller } from './repository'
import { bankTransferOrder } from './test-bank-transfer'

/** Issue 34: the bank-transfer slip's payee and the contact page's address are one seller record (setting shop.seller). */

describe('the seller record', () => {
  it("is the slip's payee and the contact page's address, in both languages", async () => {
    const record = await getSeller(env.DB)
    expect(record).not.toBeNull()
    if (!record) return
    const seller = (await callBackend<Seller>('GET', '/api/v1/seller', { language: 'hr' })).json.data
    expect(seller).toMatchObject({
      name: record.name,
      street: record.street,
      city: record.city,
      countryName: 'Hrvatska',
    })
    expect((await callBackend<Seller>('GET', '/api/v1/seller', { language: 'en' })).json.data?.countryName).toBe(
      'Croatia',
    )

    const slip = (await bankTransferOrder()).bankTransfer
    expect(slip).toMatchObject({
      recipient: record.name,
      street: record.street,
      city: `${record.zipCode} ${record.city}`,
      iban: record.iban,
    })
    // The barcode's payee lines (7–9 of the fourteen) are the same record.
    expect(slip?.payload.split('\n').slice(6, 9)).toEqual([
      record.name,
      record.street,
      `${record.zipCode} ${record.city}`,
    ])

    const page = await (await SELF.fetch('http://localhost/kontakt')).text()
    expect(page).toContain(`${record.street}, ${record.zipCode} ${record.city}, Hrvatska`)
    expect(page).toContain(`href="mailto:${record.email}"`)
    // The page's own sections hold no copy of the address: the record is its one source.
    const sections = await env.DB.prepare(
      "SELECT sections FROM post_translations WHERE slug IN ('kontakt', 'contact')",
    ).all<{
      sections: string
    }>()
    expect(sections.results).toHaveLength(2)
    for (const row of sections.results) expect(row.sections).not.toContain(record.street)
  })

  it('migration 0035 changes nothing when run again (the seller exists, the contact page holds no copy)', async () => {
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0035_'))
    expect(migration).toBeDefined()
    const snapshot = () =>
      Promise.all([
        env.DB.prepare("SELECT id, group_name, key, value FROM settings WHERE key IN ('seller', 'bankAccount')").all(),
        env.DB.prepare("SELECT sections FROM post_translations WHERE slug IN ('kontakt', 'contact')").all(),
      ]).then((answers) => answers.map((answer) => answer.results))
    const before = await snapshot()
    await env.DB.batch((migration?.queries ?? []).map((query) => env.DB.prepare(query)))
    expect(await snapshot()).toEqual(before)
    expect(before[0]).toEqual([expect.objectContaining({ id: 8, group_name: 'shop', key: 'seller' })])
  })
})
