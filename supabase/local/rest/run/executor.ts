import type { RoleContext as DbRoleContext } from '../../db/role-settings.ts'
import type { RenderedQuery } from '../render/read.ts'

// REST always knows every part of the role context (claims are {} for anon).
export type RoleContext = Required<DbRoleContext>

// The first row of a REST statement (page size, body, total), the command's row count and, when
// the query asked for one, the planner's row estimate from its EXPLAIN.
export type StatementResult = {
  n: number
  body: string | null
  total?: number
  affected: number
  planRows?: number
}

// Runs one statement in one transaction as the request's role. `inspect` sees the result before
// the commit; throwing from it rolls the transaction back (singular checks, tx=rollback).
export type Executor = <T>(
  context: RoleContext,
  query: RenderedQuery,
  inspect: (result: StatementResult) => T,
) => Promise<T>

export function toResult(row: readonly unknown[] | undefined, affected: number): StatementResult {
  const result: StatementResult = {
    n: row?.[0] === undefined || row[0] === null ? 0 : Number(row[0]),
    body: row?.[1] === undefined || row[1] === null ? null : String(row[1]),
    affected,
  }
  if (row?.[2] !== undefined && row[2] !== null) result.total = Number(row[2])
  return result
}

// An EXPLAIN's rows joined as PostgREST does (`BS.unlines`); `n` counts the lines.
export function linesResult(rows: readonly (readonly unknown[])[]): StatementResult {
  const body = rows.map((row) => `${String(row[0])}\n`).join('')
  return { n: rows.length, body, affected: 0 }
}

type Explained = [{ Plan: { 'Plan Rows': number } }]

// EXPLAIN (FORMAT JSON) answers one json value (text on the wire, parsed by PGlite's query()): an
// array whose first plan's "Plan Rows" is the estimate.
export function planRows(explained: unknown): number {
  const [first] = (typeof explained === 'string' ? JSON.parse(explained) : explained) as Explained
  return first.Plan['Plan Rows']
}
