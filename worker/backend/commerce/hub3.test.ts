import { describe, expect, it } from 'vitest'
import { HUB3_MAX, hub3Amount, hub3Payload } from './hub3'

const payment = {
  amountCents: 4_599,
  payer: { name: 'Ana Kovač', street: 'Ilica 1', city: '10000 Zagreb' },
  receiver: { name: 'izlog d.o.o.', street: 'Savska cesta 32', city: '10000 Zagreb' },
  iban: 'HR12 1001 0051 8630 0016 0',
  model: 'hr00',
  reference: '2026000001',
  purposeCode: 'othr',
  description: 'Narudžba IZL-2026-000001',
}

describe('HUB-3A barcode text', () => {
  it('is the fourteen fields of the standard, each ended by a line feed', () => {
    expect(hub3Payload(payment)).toBe(
      [
        'HRVHUB30',
        'EUR',
        '000000000004599',
        'Ana Kovač',
        'Ilica 1',
        '10000 Zagreb',
        'izlog d.o.o.',
        'Savska cesta 32',
        '10000 Zagreb',
        'HR1210010051863000160',
        'HR00',
        '2026000001',
        'OTHR',
        'Narudžba IZL-2026-000001',
        '',
      ].join('\n'),
    )
  })

  it('cuts every field to its maximum and keeps line breaks out of fields', () => {
    const lines = hub3Payload({
      ...payment,
      payer: { name: 'A'.repeat(40), street: 'Ulica\nBroj 5', city: 'x' },
      description: 'd'.repeat(50),
    }).split('\n')
    expect(lines).toHaveLength(15)
    expect(lines[3]).toBe('A'.repeat(30))
    expect(lines[4]).toBe('Ulica Broj 5')
    expect(lines[13]).toBe('d'.repeat(35))
  })

  it("keeps 27 characters of the payer's street (a long street's house number stays) and 25 of the receiver's", () => {
    const street = 'Ulica kneza Branimira 127/a'
    expect(street).toHaveLength(27)
    const lines = hub3Payload({
      ...payment,
      payer: { ...payment.payer, street },
      receiver: { ...payment.receiver, street },
    }).split('\n')
    expect(HUB3_MAX.payerStreet).toBe(27)
    expect(lines[4]).toBe(street)
    expect(lines[7]).toBe('Ulica kneza Branimira 127')
    expect(hub3Payload({ ...payment, payer: { ...payment.payer, street: `${street} dvorište` } }).split('\n')[4]).toBe(
      street,
    )
  })

  it('writes the amount as 15 digits of cents and refuses what cannot be an amount', () => {
    expect(hub3Amount(0)).toBe('000000000000000')
    expect(hub3Amount(123_456)).toBe('000000000123456')
    for (const bad of [-1, 1.5, Number.NaN, 1e16]) expect(() => hub3Amount(bad), String(bad)).toThrow(RangeError)
  })
})
