/** SPEC §9: 9 page numbers shown by default. */
const PAGE_NUMBERS_SHOWN = 9

/**
 * The page numbers to show around the current page: a window of at most `shown` numbers,
 * centred on `current` where possible and clamped to 1..total.
 */
export function pageWindow(current: number, total: number, shown = PAGE_NUMBERS_SHOWN): number[] {
  if (total < 1) return []
  const size = Math.min(shown, total)
  const page = Math.min(Math.max(1, current), total)
  let start = page - Math.floor((size - 1) / 2)
  start = Math.max(1, Math.min(start, total - size + 1))
  return Array.from({ length: size }, (_, i) => start + i)
}

/** `?page=` parsed as a positive integer (anything else is page 1). */
export function parsePage(raw: string | null | undefined): number {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 ? n : 1
}
