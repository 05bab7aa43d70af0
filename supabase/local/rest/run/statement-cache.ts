// Names of server-side prepared statements by SQL text, least recently used evicted first.
// Reusing a named statement skips Postgres' parse and analysis (and, after a few runs, planning);
// Postgres itself re-plans when the schema, the role or the search_path changes.
export type StatementCache = {
  // The statement's name, and whether it must be parsed in this batch.
  lookup: (sql: string) => { name: string; fresh: boolean }
  // Names evicted since the last call; the batch closes them.
  takeEvicted: () => string[]
  forget: (sql: string) => void
}

// Names are unique in the process, so two executors on one database never share a statement.
let counter = 0

export function createStatementCache(limit = 256): StatementCache {
  const names = new Map<string, string>()
  let evicted: string[] = []
  return {
    lookup(sql) {
      const existing = names.get(sql)
      if (existing !== undefined) {
        names.delete(sql)
        names.set(sql, existing)
        return { name: existing, fresh: false }
      }
      const name = `pgrst_${counter++}`
      names.set(sql, name)
      if (names.size > limit) {
        const [oldest, oldName] = names.entries().next().value as [string, string]
        names.delete(oldest)
        evicted.push(oldName)
      }
      return { name, fresh: true }
    },
    takeEvicted() {
      const out = evicted
      evicted = []
      return out
    },
    forget(sql) {
      const name = names.get(sql)
      if (name === undefined) return
      names.delete(sql)
      evicted.push(name)
    },
  }
}
