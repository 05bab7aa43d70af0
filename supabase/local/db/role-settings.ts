export type RoleContext = {
  role: string
  claims?: Record<string, unknown>
  readOnly?: boolean
  settings?: Record<string, string>
}

export type RoleSetup = { sql: string; values: string[] }

// What PostgREST sets per request before the statement (protocol doc A.12): the role, the JWT
// claims (role included) that auth.uid() and RLS policies read, and the search path; all local to
// the transaction. One parameterised statement, so its text is the same for every request with
// the same number of settings and can stay prepared.
export function roleSetup({
  role,
  claims = {},
  readOnly = false,
  settings = {},
}: RoleContext): RoleSetup {
  const values: string[] = [
    'role',
    role,
    'request.jwt.claims',
    JSON.stringify({ ...claims, role }),
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
  return { sql: setupSql(values.length / 2), values }
}

const setupStatements: string[] = []

// num_nulls evaluates every set_config and returns one small number instead of echoing every
// value (request.headers is the whole header set) back through the protocol.
function setupSql(count: number): string {
  let sql = setupStatements[count]
  if (sql === undefined) {
    const calls = Array.from(
      { length: count },
      (_, i) => `set_config($${2 * i + 1}, $${2 * i + 2}, true)`,
    )
    sql = setupStatements[count] = `select num_nulls(${calls.join(', ')})`
  }
  return sql
}
