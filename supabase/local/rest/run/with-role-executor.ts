import type { PGliteInterface } from '@electric-sql/pglite'
import { withRole } from '../../db/with-role.ts'
import { linesResult, planRows, toResult, type Executor } from './executor.ts'

// Every parameter is already a string (or null): hand it to Postgres untouched instead of letting
// PGlite's per-type serializers reinterpret it (they reject e.g. 'maybe' for bool in JS).
const passThrough = new Proxy({}, { get: () => (value: unknown) => value }) as Record<
  number,
  (value: unknown) => string
>

const jsonOid = 114

// The reference executor: the db module's withRole (BEGIN, settings, statement, COMMIT).
export function withRoleExecutor(pg: PGliteInterface): Executor {
  return (context, query, inspect) =>
    withRole(pg, context, async (tx) => {
      const result = await tx.query<unknown[]>(query.sql, query.params, {
        rowMode: 'array',
        serializers: passThrough,
        // EXPLAIN (FORMAT JSON) answers json: keep Postgres's text rather than a re-serialisation.
        ...(query.lines ? { parsers: { [jsonOid]: (text: string) => text } } : {}),
      })
      if (query.lines) return inspect(linesResult(result.rows))
      const statement = toResult(result.rows[0], result.affectedRows ?? 0)
      if (query.explain) {
        const explained = await tx.query<unknown[]>(query.explain.sql, query.explain.params, {
          rowMode: 'array',
          serializers: passThrough,
        })
        statement.planRows = planRows(explained.rows[0]?.[0])
      }
      return inspect(statement)
    })
}
