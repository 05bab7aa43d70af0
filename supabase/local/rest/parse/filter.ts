import { filterOperators, type FieldName, type Filter, type FilterOperator } from '../ast.ts'
import { parseError } from '../errors.ts'

const operators = new Set<string>(filterOperators)
const quantifiable = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
])
const textSearch = new Set(['fts', 'plfts', 'phfts', 'wfts'])
const isValues = new Set(['null', 'not_null', 'true', 'false', 'unknown'])

export function isFilterExpression(text: string): boolean {
  const op = /^(?:not\.)?([a-z]+)[.(]/.exec(text)?.[1]
  return op !== undefined && operators.has(op)
}

// `[not.]op[(modifier)].value` (protocol doc A.5); `raw` is what followed `column=`.
export function parseFilter(field: FieldName, raw: string): Filter {
  const fail = () => parseError(`"failed to parse filter (${raw})" (line 1, column 1)`)
  let rest = raw
  const negate = rest.startsWith('not.')
  if (negate) rest = rest.slice(4)
  const match = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest)
  if (!match || !operators.has(match[1] as string)) throw fail()
  const operator = match[1] as FilterOperator
  const modifier = match[2]
  const value = rest.slice(match[0].length)
  const filter: Filter = { kind: 'filter', field, negate, operator, value }
  if (modifier !== undefined) {
    if (textSearch.has(operator)) filter.config = modifier
    else if (quantifiable.has(operator) && (modifier === 'any' || modifier === 'all')) {
      filter.quantifier = modifier
      filter.value = parseList(value, '{', '}', fail)
    } else throw fail()
  }
  if (operator === 'in') filter.value = parseList(value, '(', ')', fail)
  if (operator === 'is') {
    const lowered = value.toLowerCase()
    if (!isValues.has(lowered)) throw fail()
    filter.value = lowered
  }
  return filter
}

// `(a,b,"c,d")` or `{a,b}`: double quotes protect , ( ) and backslash escapes inside quotes.
export function parseList(text: string, open: string, close: string, fail: () => Error): string[] {
  if (!text.startsWith(open) || !text.endsWith(close)) throw fail()
  const inner = text.slice(1, -1)
  if (inner === '') return []
  const items: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string
    if (quoted) {
      if (ch === '\\' && i + 1 < inner.length) current += inner[++i]
      else if (ch === '"') quoted = false
      else current += ch
    } else if (ch === '"') {
      quoted = true
      wasQuoted = true
    } else if (ch === ',') {
      items.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else current += ch
  }
  if (quoted) throw fail()
  items.push(wasQuoted ? current : current.trim())
  return items
}
