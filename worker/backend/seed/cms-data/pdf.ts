/**
 * A minimal, valid one-page PDF (A4, Helvetica) with a title and paragraphs, for seeded
 * documents. Text is limited to Latin-1 (Croatian letters are transliterated to ASCII).
 */
function ascii(text: string): string {
  return text
    .replace(/[čć]/g, 'c')
    .replace(/[ČĆ]/g, 'C')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/š/g, 's')
    .replace(/Š/g, 'S')
    .replace(/ž/g, 'z')
    .replace(/Ž/g, 'Z')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7e]/g, '')
}

const escapePdf = (text: string) => ascii(text).replace(/[\\()]/g, (m) => '\\' + m)

function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > width) {
      lines.push(line)
      line = word
    } else line = (line + ' ' + word).trim()
  }
  if (line) lines.push(line)
  return lines
}

export function simplePdf(title: string, paragraphs: string[]): ArrayBuffer {
  const body = paragraphs.flatMap((p) => [...wrap(p, 90), ''])
  const stream = [
    'BT',
    '/F1 18 Tf',
    '56 780 Td',
    `(${escapePdf(title)}) Tj`,
    '/F1 11 Tf',
    '0 -32 Td',
    '14 TL',
    ...body.map((line) => `(${escapePdf(line)}) '`),
    'ET',
  ].join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((obj, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${obj}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out).buffer as ArrayBuffer
}
