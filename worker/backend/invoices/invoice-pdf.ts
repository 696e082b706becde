/**
 * The invoice (or credit note) as a PDF, made in the Worker with pdf-lib: pure JavaScript, no Node
 * APIs, no canvas or native code, so it runs in workerd as it does in a test. The text is set in
 * DejaVu Sans (a subset bundled as base64, fonts/), embedded as a TrueType font through fontkit so
 * č ć đ š ž Č Ć Đ Š Ž print and extract as themselves. A4, the lines break onto further pages with
 * the table head repeated; the VAT breakdown and the totals follow the last line.
 */
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import type { InvoiceDocument, InvoiceParty } from '../../../contract/dto/invoices'
import { formatDateTime } from '../../../contract/format-date'
import { formatMoney, formatNumber } from '../../../contract/format'
import type { Locale } from '../../../contract/locales'
import { DEJAVU_SANS_BASE64, DEJAVU_SANS_BOLD_BASE64 } from './fonts/dejavu-sans.generated'
import { edgeText } from '../../texts/edge-text'

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 50
const WIDTH = A4[0] - 2 * MARGIN
const TOP = A4[1] - MARGIN
/** Room kept at the foot of every page for the page number. */
const FOOT = MARGIN + 24
const SIZE = 9
const LEADING = 12
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.4, 0.4, 0.45)
const RULE = rgb(0.75, 0.75, 0.78)

/** The line table's columns: x offset from the left margin, width, alignment. */
const COLUMNS = {
  no: { x: 0, width: 24, align: 'left' },
  item: { x: 24, width: 226, align: 'left' },
  qty: { x: 250, width: 40, align: 'right' },
  unitPrice: { x: 290, width: 75, align: 'right' },
  vatRate: { x: 365, width: 45, align: 'right' },
  amount: { x: 410, width: WIDTH - 410, align: 'right' },
} as const
type Column = keyof typeof COLUMNS

/** The words the PDF prints (client/i18n/messages/invoices.ts, `invoicePdf`), in the invoice's language. */
type InvoiceTexts = (key: string, params?: Record<string, string | number>) => string

const invoiceTexts =
  (language: Locale): InvoiceTexts =>
  (key, params) =>
    edgeText(language, `invoicePdf.${key}`, params)

let fontBytes: { regular: Uint8Array; bold: Uint8Array } | null = null

function decodeBase64(value: string): Uint8Array {
  const binary = atob(value)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function fonts() {
  fontBytes ??= { regular: decodeBase64(DEJAVU_SANS_BASE64), bold: decodeBase64(DEJAVU_SANS_BOLD_BASE64) }
  return fontBytes
}

/** Everything one page-drawing pass needs: the document, its fonts, the current page and the pen. */
class Writer {
  page: PDFPage
  y = TOP
  readonly pages: PDFPage[] = []
  private readonly known: Set<number>

  constructor(
    readonly pdf: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
  ) {
    this.known = new Set(regular.getCharacterSet())
    this.page = this.addPage()
  }

  addPage(): PDFPage {
    this.page = this.pdf.addPage(A4)
    this.pages.push(this.page)
    this.y = TOP
    return this.page
  }

  /** The text with what the font cannot print replaced (thin spaces become spaces, the rest '?'). */
  printable(text: string): string {
    let out = ''
    for (const char of text.replace(/[\r\n\t]+/g, ' ')) {
      const code = char.codePointAt(0) ?? 0x3f
      if (this.known.has(code)) out += char
      else out += /\s/.test(char) ? ' ' : '?'
    }
    return out
  }

  width(text: string, font = this.regular, size = SIZE): number {
    return font.widthOfTextAtSize(this.printable(text), size)
  }

  text(text: string, x: number, y: number, options: { font?: PDFFont; size?: number; color?: typeof INK } = {}) {
    this.page.drawText(this.printable(text), {
      x,
      y,
      font: options.font ?? this.regular,
      size: options.size ?? SIZE,
      color: options.color ?? INK,
    })
  }

  /** Text aligned in a box starting at x, `width` wide. */
  cell(text: string, x: number, width: number, align: 'left' | 'right', y: number, font = this.regular, size = SIZE) {
    const left = align === 'right' ? x + width - this.width(text, font, size) : x
    this.text(text, left, y, { font, size, color: size < SIZE ? MUTED : INK })
  }

  rule(y: number, thickness = 0.5) {
    this.page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + WIDTH, y },
      thickness,
      color: RULE,
    })
  }

  /** Breaks text into lines no wider than `width` (a word longer than the line is cut). */
  wrap(text: string, width: number, font = this.regular): string[] {
    const lines: string[] = []
    let line = ''
    for (const word of this.printable(text).split(' ').filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (this.width(candidate, font) <= width) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      let rest = word
      while (this.width(rest, font) > width && rest.length > 1) {
        let cut = rest.length - 1
        while (cut > 1 && this.width(rest.slice(0, cut), font) > width) cut--
        lines.push(rest.slice(0, cut))
        rest = rest.slice(cut)
      }
      line = rest
    }
    if (line || lines.length === 0) lines.push(line)
    return lines
  }

  /** Starts a new page when fewer than `height` points are left above the foot. */
  ensure(height: number): boolean {
    if (this.y - height >= FOOT) return false
    this.addPage()
    return true
  }
}

const money = (cents: number, language: Locale) => formatMoney(cents / 100, language)
const percent = (rate: number, language: Locale) => `${formatNumber(rate, language)} %`

function partyBlock(w: Writer, x: number, width: number, heading: string, lines: string[]): number {
  let y = w.y
  w.text(heading.toUpperCase(), x, y, { font: w.bold, size: 8, color: MUTED })
  y -= LEADING + 2
  lines.forEach((line, index) => {
    for (const part of w.wrap(line, width, index === 0 ? w.bold : w.regular)) {
      w.text(part, x, y, { font: index === 0 ? w.bold : w.regular })
      y -= LEADING
    }
  })
  return w.y - y
}

function sellerLines(invoice: InvoiceDocument, t: InvoiceTexts): string[] {
  const { seller } = invoice
  return [seller.name, ...seller.addressLines, `${t('oib')}: ${seller.oib}`, `${t('iban')}: ${seller.iban}`]
}

function buyerLines(invoice: InvoiceDocument, t: InvoiceTexts): string[] {
  const buyer: InvoiceParty = invoice.buyer
  const company = invoice.buyer.company
  const lines = company ? [company.name, `${t('oib')}: ${company.oib}`, buyer.name] : [buyer.name]
  return [...lines, ...buyer.addressLines]
}

function tableHead(w: Writer, t: InvoiceTexts, continued: boolean) {
  if (continued) {
    w.text(`(${t('continued')})`, MARGIN, w.y, { size: 8, color: MUTED })
    w.y -= LEADING
  }
  const labels: Record<Column, string> = {
    no: t('lineNo'),
    item: t('item'),
    qty: t('qty'),
    unitPrice: t('unitPrice'),
    vatRate: t('vatRate'),
    amount: t('amount'),
  }
  for (const [key, column] of Object.entries(COLUMNS) as [Column, (typeof COLUMNS)[Column]][]) {
    w.cell(labels[key], MARGIN + column.x, column.width, column.align, w.y, w.bold)
  }
  w.y -= 5
  w.rule(w.y, 0.8)
  w.y -= LEADING
}

/** Renders one invoice or credit note as an A4 PDF in the given language. */
export async function renderInvoicePdf(invoice: InvoiceDocument, language: 'hr' | 'en'): Promise<Uint8Array> {
  const t = invoiceTexts(language)
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const bytes = fonts()
  const regular = await pdf.embedFont(bytes.regular, { subset: true })
  const bold = await pdf.embedFont(bytes.bold, { subset: true })
  const credit = invoice.creditFor !== null
  const title = credit ? t('creditNote') : invoice.buyer.company ? `${t('invoice')} ${t('r1')}` : t('invoice')
  pdf.setTitle(`${title} ${invoice.number}`)
  pdf.setAuthor(invoice.seller.name)
  pdf.setLanguage(language === 'hr' ? 'hr-HR' : 'en-GB')
  pdf.setCreationDate(new Date(invoice.issuedAt))
  pdf.setProducer('izlog')
  pdf.setCreator('izlog')

  const w = new Writer(pdf, regular, bold)

  // Title and number, then the issue details on the right.
  w.text(title, MARGIN, w.y - 8, { font: bold, size: 20 })
  w.text(`${t('number')}: ${invoice.number}`, MARGIN, w.y - 28, { font: bold, size: 11 })
  const details = [
    `${t('issuedAt')}: ${formatDateTime(invoice.issuedAt, language)}`,
    `${t('paymentMethod')}: ${invoice.paymentMethod}`,
    ...(invoice.orderNumber ? [`${t('orderNumber')}: ${invoice.orderNumber}`] : []),
    ...(invoice.operator ? [`${t('operator')}: ${invoice.operator}`] : []),
    ...(invoice.creditFor !== null ? [`${t('creditFor')}: ${invoice.creditFor}`] : []),
  ]
  details.forEach((line, index) => {
    w.cell(line, MARGIN + WIDTH / 2, WIDTH / 2, 'right', w.y - 4 - index * LEADING)
  })
  w.y -= Math.max(48, 8 + details.length * LEADING) + 14

  // Seller and buyer side by side.
  const half = WIDTH / 2 - 10
  const used = Math.max(
    partyBlock(w, MARGIN, half, t('seller'), sellerLines(invoice, t)),
    partyBlock(w, MARGIN + WIDTH / 2 + 10, half, t('buyer'), buyerLines(invoice, t)),
  )
  w.y -= used + 16

  // The lines, breaking onto new pages with the head repeated.
  tableHead(w, t, false)
  invoice.lines.forEach((line, index) => {
    const nameLines = w.wrap(line.name, COLUMNS.item.width - 6)
    const height = nameLines.length * LEADING + 4
    if (w.ensure(height)) tableHead(w, t, true)
    const y = w.y
    w.cell(`${index + 1}.`, MARGIN + COLUMNS.no.x, COLUMNS.no.width, 'left', y)
    nameLines.forEach((part, row) => w.text(part, MARGIN + COLUMNS.item.x, y - row * LEADING))
    w.cell(formatNumber(line.qty, language), MARGIN + COLUMNS.qty.x, COLUMNS.qty.width, 'right', y)
    w.cell(money(line.unitPriceCents, language), MARGIN + COLUMNS.unitPrice.x, COLUMNS.unitPrice.width, 'right', y)
    w.cell(percent(line.taxRate, language), MARGIN + COLUMNS.vatRate.x, COLUMNS.vatRate.width, 'right', y)
    w.cell(money(line.totalCents, language), MARGIN + COLUMNS.amount.x, COLUMNS.amount.width, 'right', y)
    const bottom = y - (nameLines.length - 1) * LEADING - 4
    w.rule(bottom)
    w.y = bottom - LEADING + 2
  })
  w.text(t('pricesIncludeVat'), MARGIN, w.y - 2, { size: 8, color: MUTED })
  w.y -= LEADING + 10

  // The VAT breakdown per rate, then the totals, kept together on one page.
  const breakdownHeight = (invoice.vat.length + 2) * LEADING + 16
  const totalsHeight = 3 * LEADING + 20
  w.ensure(breakdownHeight + totalsHeight)
  const x = MARGIN + WIDTH / 2
  const col = WIDTH / 2 / 3
  w.text(t('vatBreakdown'), x, w.y, { font: bold })
  w.y -= LEADING + 2
  ;[t('rate'), t('base'), t('tax')].forEach((label, i) => w.cell(label, x + i * col, col, 'right', w.y, bold))
  w.y -= 5
  w.page.drawLine({ start: { x, y: w.y }, end: { x: MARGIN + WIDTH, y: w.y }, thickness: 0.5, color: RULE })
  w.y -= LEADING
  for (const row of invoice.vat) {
    const cells = [percent(row.rate, language), money(row.baseCents, language), money(row.taxCents, language)]
    cells.forEach((cell, i) => w.cell(cell, x + i * col, col, 'right', w.y))
    w.y -= LEADING
  }
  w.y -= 10
  const totals: [string, number, boolean][] = [
    [t('net'), invoice.totals.netCents, false],
    [t('taxTotal'), invoice.totals.taxCents, false],
    [credit ? t('creditGross') : t('gross'), invoice.totals.grossCents, true],
  ]
  for (const [label, cents, strong] of totals) {
    if (strong) {
      w.page.drawLine({
        start: { x, y: w.y + LEADING - 2 },
        end: { x: MARGIN + WIDTH, y: w.y + LEADING - 2 },
        thickness: 0.8,
        color: INK,
      })
      w.y -= 4
    }
    const font = strong ? bold : regular
    w.cell(label, x, col * 2, 'left', w.y, font)
    w.cell(money(cents, language), x + col * 2 - 40, col + 40, 'right', w.y, font)
    w.y -= LEADING
  }

  // Page numbers and the document number at the foot of every page.
  w.pages.forEach((page, index) => {
    w.page = page
    w.text(`${title} ${invoice.number}`, MARGIN, MARGIN, { size: 8, color: MUTED })
    w.cell(t('page', { page: index + 1, pages: w.pages.length }), MARGIN, WIDTH, 'right', MARGIN, regular, 8)
  })

  // Written in one go: by default pdf-lib yields to a timer between objects, which a Worker does not need.
  return pdf.save({ objectsPerTick: Infinity })
}
