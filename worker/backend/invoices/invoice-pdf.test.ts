import { describe, expect, it } from 'vitest'
import { extractText, getDocumentProxy } from 'unpdf'
import type { InvoiceDocument, InvoiceLine } from '../../../contract/dto/invoices'
import { renderInvoicePdf } from './invoice-pdf'

const SELLER = {
  name: 'Izlog studio d.o.o.',
  addressLines: ['Ulica Matije Gupca 12', '10000 Zagreb', 'Hrvatska'],
  oib: '12345678903',
  iban: 'HR1210010051863000160',
}

function line(name: string, qty: number, unitPriceCents: number, taxRate: number): InvoiceLine {
  return { name, qty, unitPriceCents, taxRate, totalCents: qty * unitPriceCents }
}

function sample(overrides: Partial<InvoiceDocument> = {}): InvoiceDocument {
  return {
    number: '12/IZLOG1/1',
    issuedAt: '2026-11-27T10:15:00Z',
    seller: SELLER,
    buyer: {
      name: 'Đurđica Šimić',
      addressLines: ['Čakovečka 5', '42000 Varaždin'],
      company: { name: 'Žuta kuća j.d.o.o.', oib: '98765432106' },
    },
    lines: [
      line('Majica „Bura” — čokoladna, veličina M', 2, 2500, 25),
      line('Knjiga: Ćiro i žaba', 1, 1050, 5),
      line('Igra Šćućurena noć (digitalna dostava)', 1, 1999, 25),
    ],
    vat: [
      { rate: 25, baseCents: 5599, taxCents: 1400 },
      { rate: 5, baseCents: 1000, taxCents: 50 },
    ],
    totals: { netCents: 6599, taxCents: 1450, grossCents: 8049 },
    paymentMethod: 'Kartično plaćanje',
    creditFor: null,
    ...overrides,
  }
}

async function read(bytes: Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(bytes))
  const { totalPages, text } = await extractText(document, { mergePages: false })
  return { totalPages, pages: text, all: text.join('\n') }
}

describe('renderInvoicePdf', () => {
  it('prints the invoice number, the OIBs, each VAT line and the Croatian letters', async () => {
    const bytes = await renderInvoicePdf(sample(), 'hr')
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe('%PDF-')
    const { totalPages, all } = await read(bytes)
    expect(totalPages).toBe(1)
    expect(all).toContain('Račun R1')
    expect(all).toContain('Broj: 12/IZLOG1/1')
    expect(all).toContain('OIB: 12345678903')
    expect(all).toContain('OIB: 98765432106')
    expect(all).toContain('IBAN: HR1210010051863000160')
    for (const word of ['Đurđica', 'Šimić', 'Čakovečka', 'Žuta', 'čokoladna', 'Ćiro', 'žaba', 'Šćućurena']) {
      expect(all).toContain(word)
    }
    expect(all).toContain('Rekapitulacija PDV-a')
    // Each VAT row: rate, base and tax as written in Croatian.
    expect(all).toMatch(/25 %\s*55,99\s€\s*14,00\s€/)
    expect(all).toMatch(/5 %\s*10,00\s€\s*0,50\s€/)
    expect(all).toMatch(/Ukupno za platiti\s*80,49\s€/)
    expect(all).toContain('Način plaćanja: Kartično plaćanje')
    expect(all).toContain('Stranica 1 od 1')
  })

  it('writes English labels for an English buyer, without R1 for a consumer', async () => {
    const invoice = sample({ buyer: { name: 'Ana Kovač', addressLines: ['Ilica 1', '10000 Zagreb'], company: null } })
    const { all } = await read(await renderInvoicePdf(invoice, 'en'))
    expect(all).toContain('Invoice')
    expect(all).not.toContain('Invoice R1')
    expect(all).toContain('Number: 12/IZLOG1/1')
    expect(all).toContain('VAT breakdown')
    expect(all).toMatch(/25 %\s*€55\.99\s*€14\.00/)
    expect(all).toMatch(/Total to pay\s*€80\.49/)
    expect(all).toContain('Ana Kovač')
    expect(all).toContain('Page 1 of 1')
  })

  it('spans pages for 60 lines, repeating the table head, and keeps every line', async () => {
    const lines = Array.from({ length: 60 }, (_, i) =>
      line(
        `Proizvod br. ${i + 1} — šešir, čizme i žlica ${i % 7 === 0 ? 'uz vrlo dugačak opis koji se lomi u više redaka na računu' : ''}`,
        1,
        1000,
        25,
      ),
    )
    const invoice = sample({
      lines,
      vat: [{ rate: 25, baseCents: 48000, taxCents: 12000 }],
      totals: { netCents: 48000, taxCents: 12000, grossCents: 60000 },
    })
    const { totalPages, pages, all } = await read(await renderInvoicePdf(invoice, 'hr'))
    expect(totalPages).toBeGreaterThanOrEqual(2)
    pages.forEach((text, index) => {
      expect(text).toContain(`Stranica ${index + 1} od ${totalPages}`)
      expect(text).toContain('12/IZLOG1/1')
      expect(text).toContain('Naziv')
    })
    for (let i = 1; i <= 60; i++) expect(all).toContain(`Proizvod br. ${i} `)
    expect(pages.at(-1)).toMatch(/Ukupno za platiti\s*600,00\s€/)
  })

  it('names the invoice a credit note corrects', async () => {
    const credit = sample({
      number: '3/IZLOG1/1',
      creditFor: '12/IZLOG1/1',
      lines: [line('Knjiga: Ćiro i žaba', -1, 1050, 5)],
      vat: [{ rate: 5, baseCents: -1000, taxCents: -50 }],
      totals: { netCents: -1000, taxCents: -50, grossCents: -1050 },
    })
    const hr = (await read(await renderInvoicePdf(credit, 'hr'))).all
    expect(hr).toContain('Odobrenje')
    expect(hr).toContain('Broj: 3/IZLOG1/1')
    expect(hr).toContain('Odobrenje za račun: 12/IZLOG1/1')
    expect(hr).toMatch(/Ukupno odobreno\s*−10,50\s€/)
    const en = (await read(await renderInvoicePdf(credit, 'en'))).all
    expect(en).toContain('Credit note for invoice: 12/IZLOG1/1')
  })
})
