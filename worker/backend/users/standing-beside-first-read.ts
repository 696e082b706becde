import { refuse } from '../http'
import { accountStanding, type AccountStanding } from './account-standing'

/**
 * The account's standing read beside a call's own first query instead of before it (issue 38: one
 * sequential round trip fewer for a logged-in shopper far from the database). Nothing is written
 * before the standing is known: a statement that is not a plain SELECT waits for it and refuses a
 * blocked or removed account with 401, and the caller checks it again before the answer leaves
 * (worker/backend/context.ts), so what a read found never reaches such an account either.
 */
export interface StandingBesideFirstRead {
  /** The call's database: reads start the standing read beside them, writes wait for it. */
  readonly db: D1Database
  /** The account's standing, read now unless a query of the call has already started it. */
  standing(): Promise<AccountStanding | null>
}

const QUERY = /^\s*(SELECT|WITH)\b/i
const WRITE_WORD = /\b(INSERT|UPDATE|DELETE|REPLACE)\b/i

/**
 * A statement that reads only: a query (SELECT, or WITH … SELECT) naming no write. Anything else,
 * a word in doubt included, counts as a write and waits.
 */
export const readsOnly = (sql: string): boolean => QUERY.test(sql) && !WRITE_WORD.test(sql)

export function standingBesideFirstRead(db: D1Database, userId: number): StandingBesideFirstRead {
  let read: Promise<AccountStanding | null> | undefined
  const standing = (): Promise<AccountStanding | null> => {
    if (!read) {
      read = accountStanding(db, userId)
      // Awaited by the caller after the handler; marked handled so a failure before then is not reported twice.
      read.catch(() => undefined)
    }
    return read
  }
  const inGoodStanding = async (): Promise<void> => {
    const now = await standing()
    if (!now || now.blocked) throw refuse(401, 'TOKEN_UNDEFINED')
  }
  const after = <T>(onlyReads: boolean, work: () => Promise<T>): Promise<T> => {
    if (!onlyReads) return inGoodStanding().then(work)
    void standing()
    return work()
  }

  const statements = new WeakMap<D1PreparedStatement, { real: D1PreparedStatement; onlyReads: boolean }>()
  const wrap = (real: D1PreparedStatement, onlyReads: boolean): D1PreparedStatement => {
    const wrapped = {
      bind: (...values: unknown[]) => wrap(real.bind(...values), onlyReads),
      first: (column?: string) => after(onlyReads, () => (column === undefined ? real.first() : real.first(column))),
      run: () => after(onlyReads, () => real.run()),
      all: () => after(onlyReads, () => real.all()),
      raw: (options?: { columnNames?: boolean }) =>
        after(onlyReads, () =>
          options?.columnNames ? real.raw({ columnNames: true }) : real.raw({ columnNames: false }),
        ),
    } as unknown as D1PreparedStatement
    statements.set(wrapped, { real, onlyReads })
    return wrapped
  }

  return {
    db: {
      prepare: (sql) => wrap(db.prepare(sql), readsOnly(sql)),
      batch: <T>(batch: D1PreparedStatement[]) => {
        const parts = batch.map((statement) => statements.get(statement) ?? { real: statement, onlyReads: false })
        return after(
          parts.every((part) => part.onlyReads),
          () => db.batch<T>(parts.map((part) => part.real)),
        )
      },
      exec: (sql) => inGoodStanding().then(() => db.exec(sql)),
      withSession: (constraintOrBookmark) => db.withSession(constraintOrBookmark),
      dump: () => db.dump(),
    },
    standing,
  }
}
