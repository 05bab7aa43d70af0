import type { DbFunction } from '../schema-types.ts'
import { ident, table, type Params } from './sql.ts'

// The function chosen for /rpc and its arguments as one JSON object (or the whole body).
export type Call = { fn: DbFunction; argsJson: string | null; names: string[]; wholeBody: boolean }

// The call expression, plus a `from json_to_record(...)` that types the arguments like PostgREST.
export function renderCall(call: Call, params: Params): { expr: string; from: string } {
  const fnName = table(call.fn.schema, call.fn.name)
  if (call.wholeBody) {
    const type = call.fn.args[0]?.type === 'jsonb' ? 'jsonb' : 'json'
    return { expr: `${fnName}(${params.add(call.argsJson)}::${type})`, from: '' }
  }
  const args = call.fn.args.filter((a) => call.names.includes(a.name))
  if (args.length === 0) return { expr: `${fnName}()`, from: '' }
  const unnamed = args[0]
  if (args.length === 1 && unnamed?.name === '') {
    // A single unnamed parameter is passed by position (`{"": value}` names it).
    const value = `(${params.add(call.argsJson)}::json->>'')::${unnamed.type}`
    return { expr: `${fnName}(${value})`, from: '' }
  }
  const defs = args.map((a) => `${ident(a.name)} ${a.type}`).join(', ')
  const from = `from json_to_record(${params.add(call.argsJson)}::json) as ${ident('pgrst_args')}(${defs})`
  const list = args
    .map(
      (a) =>
        `${a.variadic ? 'variadic ' : ''}${ident(a.name)} := ${ident('pgrst_args')}.${ident(a.name)}`,
    )
    .join(', ')
  return { expr: `${fnName}(${list})`, from }
}
