/**
 * A D1 round-trip meter (issue 38), for the tests and the bench's own entry — never the production
 * Worker. It wraps a D1Database so every `first`/`all`/`run`/`raw` of a statement and every
 * `batch([...])` and `exec` counts as ONE round trip, and counts the sequential *waves* a request
 * waits for — the longest chain of round trips each started after the one before it had answered:
 * a call's wave is one more than the highest wave among the calls answered before it started
 * (calls in flight together share a wave; a call started after an answer, even while a third call
 * is still in flight, is a wave later, as its time is). That is decided by the order of calls and
 * answers, not by a clock, so the count is the same on every run. An optional delay per round trip simulates a
 * database far away (the bench's 120 ms). `withSession(...)` answers a session metered by the same
 * counters, so a backend that reads through D1's Sessions API is measured too.
 */
export interface D1MeterCall {
  /** The wave (1-based) the call joined. */
  wave: number
  /** The statement's SQL, or each statement's of a batch joined by ' ; '. */
  sql: string
}

export interface D1Meter {
  /** The database to hand to the app in place of the real one. */
  readonly db: D1Database
  /** Round trips so far (a batch is one). */
  readonly queries: number
  /** Sequential waves so far. */
  readonly waves: number
  /** Every round trip in the order it started. */
  readonly calls: readonly D1MeterCall[]
}

export interface D1MeterOptions {
  /** Milliseconds each round trip waits before it reaches the database (default 0). */
  delayMs?: number
}

interface Counters {
  /** The highest wave among the calls answered so far: the next call to start is one wave later. */
  answeredWave: number
  waves: number
  calls: D1MeterCall[]
  delayMs: number
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** One round trip: one wave after every answer so far, waits the delay, runs `work`. */
async function roundTrip<T>(counters: Counters, sql: string, work: () => Promise<T>): Promise<T> {
  const wave = counters.answeredWave + 1
  counters.waves = Math.max(counters.waves, wave)
  counters.calls.push({ wave, sql })
  try {
    if (counters.delayMs > 0) await sleep(counters.delayMs)
    return await work()
  } finally {
    counters.answeredWave = Math.max(counters.answeredWave, wave)
  }
}

/** The real statements behind the metered ones, for `batch`. */
const realStatements = new WeakMap<D1PreparedStatement, { statement: D1PreparedStatement; sql: string }>()

function meteredStatement(counters: Counters, statement: D1PreparedStatement, sql: string): D1PreparedStatement {
  const metered = {
    bind: (...values: unknown[]) => meteredStatement(counters, statement.bind(...values), sql),
    first: (column?: string) =>
      roundTrip(counters, sql, () => (column === undefined ? statement.first() : statement.first(column))),
    run: () => roundTrip(counters, sql, () => statement.run()),
    all: () => roundTrip(counters, sql, () => statement.all()),
    raw: (options?: { columnNames?: boolean }) =>
      roundTrip(counters, sql, () =>
        options?.columnNames ? statement.raw({ columnNames: true }) : statement.raw({ columnNames: false }),
      ),
  } as unknown as D1PreparedStatement
  realStatements.set(metered, { statement, sql })
  return metered
}

function unwrap(statements: D1PreparedStatement[]): { real: D1PreparedStatement[]; sql: string } {
  const parts = statements.map((statement) => realStatements.get(statement) ?? { statement, sql: '?' })
  return { real: parts.map((part) => part.statement), sql: parts.map((part) => part.sql).join(' ; ') }
}

function meteredSession(counters: Counters, session: D1DatabaseSession): D1DatabaseSession {
  return {
    prepare: (sql: string) => meteredStatement(counters, session.prepare(sql), sql),
    batch: <T>(statements: D1PreparedStatement[]) => {
      const { real, sql } = unwrap(statements)
      return roundTrip(counters, sql, () => session.batch<T>(real))
    },
    getBookmark: () => session.getBookmark(),
  } as D1DatabaseSession
}

export function meterD1(db: D1Database, options: D1MeterOptions = {}): D1Meter {
  const counters: Counters = { answeredWave: 0, waves: 0, calls: [], delayMs: options.delayMs ?? 0 }
  const metered = {
    prepare: (sql: string) => meteredStatement(counters, db.prepare(sql), sql),
    batch: <T>(statements: D1PreparedStatement[]) => {
      const { real, sql } = unwrap(statements)
      return roundTrip(counters, sql, () => db.batch<T>(real))
    },
    exec: (sql: string) => roundTrip(counters, sql, () => db.exec(sql)),
    withSession: (constraintOrBookmark?: string) =>
      meteredSession(counters, db.withSession(constraintOrBookmark as D1SessionConstraint | undefined)),
    dump: () => db.dump(),
  } as D1Database
  return {
    db: metered,
    get queries() {
      return counters.calls.length
    },
    get waves() {
      return counters.waves
    },
    get calls() {
      return counters.calls
    },
  }
}
