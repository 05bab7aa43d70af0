import type { Filter } from './binding.ts'

type Row = Record<string, unknown>

const numericTypes = new Set([
  'int2',
  'int4',
  'int8',
  'float4',
  'float8',
  'numeric',
  'oid',
  'money',
])
const timeTypes = new Set(['timestamptz', 'timestamp', 'date'])

// Realtime casts both sides to the column's type and compares in SQL; this does the same for the
// common types in JS. Filters on columns absent from the row are skipped, and a row with none of
// the filtered columns does not match (a DELETE carries only its replica identity).
export function matchesFilters(
  filters: Filter[],
  row: Row | null,
  types: Map<string, string>,
): boolean {
  if (filters.length === 0) return true
  if (!row) return false
  let evaluated = 0
  for (const filter of filters) {
    if (!(filter.column in row)) continue
    evaluated++
    const type = types.get(filter.column) ?? 'text'
    if (!matches(filter, row[filter.column], type)) return false
  }
  return evaluated > 0
}

function matches(filter: Filter, value: unknown, type: string): boolean {
  const { op } = filter
  if (op === 'is') return isCheck(value, filter.value)
  if (op === 'not_is') return !isCheck(value, filter.value)
  // SQL: a comparison with NULL is NULL, which Realtime treats as "does not match".
  if (value === null || value === undefined) return false
  if (op === 'in' || op === 'not_in') {
    const found = parseArrayLiteral(filter.value).some((item) => compare(value, item, type) === 0)
    return op === 'in' ? found : !found
  }
  if (op === 'like' || op === 'not_like' || op === 'ilike' || op === 'not_ilike') {
    const pattern = likePattern(filter.value, op.endsWith('ilike'))
    const found = pattern.test(asText(value))
    return op.startsWith('not_') ? !found : found
  }
  const order = compare(value, filter.value, type)
  if (Number.isNaN(order)) return false
  switch (op) {
    case 'eq':
      return order === 0
    case 'neq':
      return order !== 0
    case 'lt':
      return order < 0
    case 'lte':
      return order <= 0
    case 'gt':
      return order > 0
    case 'gte':
      return order >= 0
  }
}

function isCheck(value: unknown, expected: string): boolean {
  const e = expected.toLowerCase()
  if (e === 'null' || e === 'unknown') return value === null || value === undefined
  if (e === 'true') return value === true
  if (e === 'false') return value === false
  return false
}

// Negative, zero or positive like a comparator; NaN when the values cannot be compared.
function compare(value: unknown, literal: string, type: string): number {
  if (numericTypes.has(type)) return sign(Number(value) - Number(literal))
  if (type === 'bool') {
    const parsed = parseBool(literal)
    if (parsed === null) return NaN
    return value === parsed ? 0 : Number(value) - Number(parsed)
  }
  if (timeTypes.has(type)) return sign(parseTime(asText(value)) - parseTime(literal))
  let left = asText(value)
  let right = literal
  if (type === 'uuid') {
    left = left.toLowerCase()
    right = right.toLowerCase()
  }
  return left < right ? -1 : left > right ? 1 : 0
}

// Postgres spellings JS does not read: a space before the time, offsets like +00 or +0530.
function parseTime(text: string): number {
  const iso = text.trim().replace(' ', 'T')
  if (!iso.includes('T')) return Date.parse(iso)
  return Date.parse(iso.replace(/([+-]\d\d)$/, '$1:00').replace(/([+-]\d\d)(\d\d)$/, '$1:$2'))
}

function sign(n: number): number {
  return Number.isNaN(n) ? NaN : Math.sign(n)
}

function parseBool(text: string): boolean | null {
  const t = text.trim().toLowerCase()
  if (['t', 'true', 'y', 'yes', 'on', '1'].includes(t)) return true
  if (['f', 'false', 'n', 'no', 'off', '0'].includes(t)) return false
  return null
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

function likePattern(pattern: string, caseInsensitive: boolean): RegExp {
  let source = ''
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i] as string
    if (ch === '\\' && i + 1 < pattern.length) source += escapeRegExp(pattern[++i] as string)
    else if (ch === '%') source += '[\\s\\S]*'
    else if (ch === '_') source += '[\\s\\S]'
    else source += escapeRegExp(ch)
  }
  return new RegExp(`^${source}$`, caseInsensitive ? 'i' : '')
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')
}

// Elements of a Postgres array literal such as {a,"b,c",d}.
export function parseArrayLiteral(literal: string): string[] {
  const inner = literal.slice(1, -1)
  const items: string[] = []
  let current = ''
  let quoted = false
  let wasQuoted = false
  for (let i = 0; i < inner.length; i++) {
    const ch = inner[i] as string
    if (quoted && ch === '\\' && i + 1 < inner.length) current += inner[++i]
    else if (ch === '"') {
      quoted = !quoted
      wasQuoted = true
    } else if (!quoted && ch === ',') {
      items.push(wasQuoted ? current : current.trim())
      current = ''
      wasQuoted = false
    } else current += ch
  }
  if (inner.trim() !== '' || wasQuoted) items.push(wasQuoted ? current : current.trim())
  return items
}
