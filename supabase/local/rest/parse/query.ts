import type { LevelParams, QueryParams } from '../ast.ts'
import { parseError } from '../errors.ts'
import { Cursor } from './cursor.ts'
import { parseJsonSteps } from './field.ts'
import { isFilterExpression, parseFilter } from './filter.ts'
import { parseLogicTree } from './logic.ts'
import { parseOrder } from './order.ts'
import { parseSelect } from './select.ts'

export type ParseQueryOptions = {
  // GET /rpc: keys naming a function parameter are arguments, not filters (protocol doc A.10).
  argNames?: ReadonlySet<string>
}

// Splits the query string into select, columns, on_conflict and per-embed-level filters.
export function parseQuery(search: URLSearchParams, options: ParseQueryOptions = {}): QueryParams {
  const query: QueryParams = { select: [{ kind: 'star' }], levels: new Map(), rpcArgs: new Map() }
  for (const [key, value] of search) {
    if (key === 'select') query.select = parseSelect(value)
    else if (key === 'columns') query.columns = parseNameList(value, 'columns')
    else if (key === 'on_conflict') query.onConflict = parseNameList(value, 'on_conflict')
    else if (options.argNames?.has(key) && !isFilterExpression(value)) {
      const args = query.rpcArgs.get(key) ?? []
      args.push(value)
      query.rpcArgs.set(key, args)
    } else addLevelParam(query, key, value)
  }
  return query
}

function addLevelParam(query: QueryParams, key: string, value: string): void {
  const segments = key.split('.')
  const last = segments[segments.length - 1] as string
  const beforeLast = segments[segments.length - 2]
  if (last === 'order' || last === 'limit' || last === 'offset') {
    const level = levelFor(query, segments.slice(0, -1))
    if (last === 'order') level.order = [...(level.order ?? []), ...parseOrder(value)]
    else level[last] = parseCount(value, key)
    return
  }
  if (last === 'or' || last === 'and') {
    const negate = beforeLast === 'not'
    const path = segments.slice(0, negate ? -2 : -1)
    levelFor(query, path).conditions.push(parseLogicTree(last, negate, value))
    return
  }
  if (key === '') throw parseError(`"failed to parse filter (${value})" (line 1, column 1)`)
  // JSON path keys may hold dots after the arrow, so split the path only before the first '->'.
  const arrow = key.indexOf('->')
  const head = arrow === -1 ? key : key.slice(0, arrow)
  const headSegments = head.split('.')
  const column = (headSegments.pop() as string) + (arrow === -1 ? '' : key.slice(arrow))
  const cursor = new Cursor(column, 'filter')
  const name = cursor.identifier()
  const json = parseJsonSteps(cursor)
  if (!cursor.done) throw cursor.fail('end of input')
  levelFor(query, headSegments).conditions.push(parseFilter({ name, json }, value))
}

function levelFor(query: QueryParams, path: string[]): LevelParams {
  const key = path.join('.')
  let level = query.levels.get(key)
  if (!level) {
    level = { conditions: [] }
    query.levels.set(key, level)
  }
  return level
}

function parseCount(value: string, key: string): number {
  if (!/^\d+$/.test(value)) {
    throw parseError(`"failed to parse ${key} parameter (${value})" (line 1, column 1)`)
  }
  return Number(value)
}

// `columns="a","b"` or `on_conflict=a,b`.
function parseNameList(value: string, what: string): string[] {
  const cursor = new Cursor(value, `${what} parameter`)
  const names: string[] = []
  do names.push(cursor.identifier().trim())
  while (cursor.eat(','))
  if (!cursor.done) throw cursor.fail('"," or end of input')
  return names
}
