import { laterBookmark, parseDatabaseBookmark } from '../lib/database-bookmark'

/**
 * One visitor's D1 bookmark for the length of one request: it starts from their cookie, goes with
 * every call to the embedded backend and is raised by every answer, so each call reads at least
 * what the calls before it (and the visitor's earlier requests) wrote. A request whose answer is
 * shared between visitors (the page cache) is `shared`: it sends none and keeps none.
 */
export class VisitorBookmark {
  readonly #initial: string | null
  #latest: string | null
  #shared = false

  constructor(cookie: string | undefined) {
    this.#initial = parseDatabaseBookmark(cookie)
    this.#latest = this.#initial
  }

  /** What the next backend call sends (null: start anywhere). */
  get current(): string | null {
    return this.#shared ? null : this.#latest
  }

  /** An answer's bookmark (checked again: a forged one never becomes the visitor's). */
  advance(answered: string | null | undefined): void {
    if (this.#shared) return
    this.#latest = laterBookmark(this.#latest, parseDatabaseBookmark(answered))
  }

  /** The answer is shared between visitors: from now on nothing is sent, kept or set. */
  share(): void {
    this.#shared = true
  }

  /** The bookmark to set in the visitor's cookie: a later one than they sent, unless shared. */
  get toSet(): string | null {
    return !this.#shared && this.#latest !== null && this.#latest !== this.#initial ? this.#latest : null
  }
}
