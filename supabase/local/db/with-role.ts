import type { PGliteInterface, Transaction } from '@electric-sql/pglite'

export type RoleContext = {
  role: string
  claims?: Record<string, unknown>
  readOnly?: boolean
  settings?: Record<string, string>
}

// Runs fn in one transaction as `role` with request.jwt.claims (role included) set, as PostgREST
// does per request (protocol doc A.12); commits on return, rolls back if fn throws.
export function withRole<T>(
  pg: PGliteInterface,
  { role, claims = {}, readOnly = false, settings = {} }: RoleContext,
  fn: (tx: Transaction) => Promise<T>,
): Promise<T> {
  const fullClaims = { ...claims, role }
  const values: string[] = [
    'role',
    role,
    'request.jwt.claims',
    JSON.stringify(fullClaims),
    // Legacy per-claim settings that older auth helpers read first.
    'request.jwt.claim.sub',
    typeof claims.sub === 'string' ? claims.sub : '',
    'request.jwt.claim.role',
    role,
    'request.jwt.claim.email',
    typeof claims.email === 'string' ? claims.email : '',
    'search_path',
    'public, extensions',
    ...Object.entries(settings).flat(),
  ]
  if (readOnly) values.push('transaction_read_only', 'on')
  const calls = []
  for (let i = 1; i < values.length; i += 2) calls.push(`set_config($${i}, $${i + 1}, true)`)
  const setup = `select ${calls.join(', ')}`
  return pg.transaction(async (tx) => {
    await tx.query(setup, values)
    return fn(tx)
  })
}
