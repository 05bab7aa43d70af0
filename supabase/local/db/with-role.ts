import type { PGliteInterface, Transaction } from '@electric-sql/pglite'
import { roleSetup, type RoleContext } from './role-settings.ts'

export type { RoleContext } from './role-settings.ts'

// Runs fn in one transaction as `role` with the request's JWT claims set, as PostgREST does per
// request; commits on return, rolls back if fn throws.
export function withRole<T>(
  pg: PGliteInterface,
  context: RoleContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const setup = roleSetup(context)
  return pg.transaction(async (tx) => {
    await tx.query(setup.sql, setup.values)
    return fn(tx)
  })
}
