/**
 * A D1 binding that records where each of its sessions starts (`withSession`'s argument) and
 * otherwise is the real one: what a call asked of read replication, checked without a clock.
 */
export function sessionSpy(db: D1Database): { db: D1Database; starts: Array<string | null | undefined> } {
  const starts: Array<string | null | undefined> = []
  return {
    starts,
    db: {
      prepare: (query) => db.prepare(query),
      batch: <T>(statements: D1PreparedStatement[]) => db.batch<T>(statements),
      exec: (query) => db.exec(query),
      dump: () => db.dump(),
      withSession: (constraintOrBookmark) => {
        starts.push(constraintOrBookmark)
        return db.withSession(constraintOrBookmark)
      },
    },
  }
}
