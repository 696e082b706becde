import { parseQuantity } from './quantity'

/** SPEC §4/§9: quantity edits settle after 500 ms without typing. */
const QUANTITY_DEBOUNCE_MS = 500

export interface LineEditState {
  /** What the input shows while an edit is pending or on its way; null = show the server's quantity. */
  draft: string | null
  /** A request for this line is on its way. */
  busy: boolean
}

interface LineEditorDeps {
  /** The line's quantity in the last stored server answer (null when the line is gone). */
  current: () => number | null
  /** Sends a settled quantity; resolves after the answer was stored, rejects after the failure was shown. */
  send: (qty: number) => Promise<void>
  /** A settled value that is not a positive integer (error.invalidQuantity). */
  invalid: () => void
  changed: (state: LineEditState) => void
  delay?: number
}

/**
 * The quantity editing of one cart line, free of React: every keystroke restarts a 500 ms timer
 * (a newer edit cancels the pending one), a settled valid quantity is sent once — never two
 * requests for one line at a time: an edit that settles while one is on its way is sent after it
 * (only the latest). When nothing is pending any more the input shows the server's quantity again.
 */
export class LineEditor {
  private timer: ReturnType<typeof setTimeout> | null = null
  private draft: string | null = null
  private inFlight: Promise<void> | null = null
  private queued: number | null = null
  private sent: number | null = null
  private readonly delay: number

  constructor(private readonly deps: LineEditorDeps) {
    this.delay = deps.delay ?? QUANTITY_DEBOUNCE_MS
  }

  /** The visitor typed: (re)start the debounce. */
  edit(raw: string): void {
    this.draft = raw
    this.clearTimer()
    this.timer = setTimeout(() => this.settle(), this.delay)
    this.emit()
  }

  /** A delete: the pending edit and a queued one are dropped; resolves when no update is on its way. */
  cancel(): Promise<void> {
    this.clearTimer()
    this.queued = null
    if (!this.inFlight) this.draft = null
    this.emit()
    return this.inFlight ?? Promise.resolve()
  }

  /** Sends a pending edit now (the line's view is going away). */
  flush(): void {
    if (!this.timer) return
    this.clearTimer()
    this.settle()
  }

  private settle(): void {
    this.timer = null
    if (this.deps.current() === null) {
      // The line left the cart meanwhile (another tab, a delete): nothing to update.
      this.queued = null
      if (!this.inFlight) this.draft = null
      this.emit()
      return
    }
    const raw = this.draft ?? ''
    const qty = parseQuantity(raw)
    if (qty === null) {
      this.deps.invalid()
      if (!this.inFlight) this.draft = null
      this.emit()
      return
    }
    if (this.inFlight) {
      // The latest settled value goes after the request on its way, unless it asks for that very value.
      this.queued = qty === this.sent ? null : qty
      this.emit()
      return
    }
    if (qty === this.deps.current()) {
      this.draft = null
      this.emit()
      return
    }
    this.dispatch(qty)
  }

  private dispatch(qty: number): void {
    this.sent = qty
    const run = this.deps
      .send(qty)
      .catch(() => undefined)
      .finally(() => {
        this.inFlight = null
        this.sent = null
        const next = this.queued
        this.queued = null
        if (next !== null && next !== this.deps.current()) {
          this.dispatch(next)
          return
        }
        if (!this.timer) this.draft = null
        this.emit()
      })
    this.inFlight = run
    this.emit()
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = null
  }

  private emit(): void {
    this.deps.changed({ draft: this.draft, busy: this.inFlight !== null })
  }
}
