import type { PGlite, Transaction } from '@electric-sql/pglite'

// Anything that runs a parameterised query: the database, or an open transaction on it.
export type Db = Pick<Transaction, 'query'>

// Runs fn in one transaction; inside it only `tx` may be used (PGlite has a single connection).
export function transaction<T>(pg: PGlite, fn: (tx: Transaction) => Promise<T>): Promise<T> {
  return pg.transaction(fn)
}
