// A postgres_changes binding from a join payload, parsed the way Realtime does (protocol doc C.3):
// `column=[not.]op.value` terms separated by commas outside quotes and parentheses, ANDed.
export type FilterOp =
  | 'eq'
  | 'neq'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte'
  | 'in'
  | 'not_in'
  | 'like'
  | 'not_like'
  | 'ilike'
  | 'not_ilike'
  | 'is'
  | 'not_is'

export type Filter = { column: string; op: FilterOp; value: string }

export type ChangeEvent = '*' | 'INSERT' | 'UPDATE' | 'DELETE'

export type BindingSpec = {
  event: ChangeEvent
  schema: string
  table: string
  filters: Filter[]
  select: string[] | null
}

const ops = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in', 'like', 'ilike', 'is'])
const negated: Record<string, FilterOp> = {
  eq: 'neq',
  neq: 'eq',
  lt: 'gte',
  lte: 'gt',
  gt: 'lte',
  gte: 'lt',
  in: 'not_in',
  like: 'not_like',
  ilike: 'not_ilike',
  is: 'not_is',
}

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

export function parseBinding(params: unknown): Parsed<BindingSpec> {
  const p = (typeof params === 'object' && params !== null ? params : {}) as Record<string, unknown>
  const event = actionFilter(p.event)
  const select = Array.isArray(p.select) ? p.select.filter((c) => typeof c === 'string') : null
  const has = (key: string) => p[key] !== undefined && p[key] !== null
  const str = (key: string) => (typeof p[key] === 'string' ? (p[key] as string) : null)
  const schema = str('schema')
  const table = str('table')
  if (schema !== null && table !== null && has('filter')) {
    const filter = str('filter')
    const parsed = filter === null ? null : parseFilters(filter)
    if (!parsed?.ok) {
      const reason = parsed && !parsed.ok ? parsed.message : JSON.stringify(p.filter)
      return { ok: false, message: `Error parsing \`filter\` params: ${reason}` }
    }
    return { ok: true, value: { event, schema, table, filters: parsed.value, select } }
  }
  if (schema !== null && table !== null) {
    return { ok: true, value: { event, schema, table, filters: [], select } }
  }
  if (schema !== null && !has('table') && !has('filter')) {
    return { ok: true, value: { event, schema, table: '*', filters: [], select } }
  }
  if (table !== null && !has('schema') && !has('filter')) {
    return { ok: true, value: { event, schema: 'public', table, filters: [], select } }
  }
  return {
    ok: false,
    message:
      'No subscription params provided. Please provide at least a `schema` or `table` to subscribe to',
  }
}

function actionFilter(event: unknown): ChangeEvent {
  const upper = typeof event === 'string' ? event.toUpperCase() : '*'
  return upper === 'INSERT' || upper === 'UPDATE' || upper === 'DELETE' ? upper : '*'
}

export function parseFilters(filter: string): Parsed<Filter[]> {
  const trimmed = filter.trim()
  if (trimmed === '') return { ok: true, value: [] }
  const filters: Filter[] = []
  for (const segment of splitSegments(trimmed)) {
    const parsed = parseSegment(segment)
    if (!parsed.ok) return parsed
    filters.push(parsed.value)
  }
  return { ok: true, value: filters }
}

function splitSegments(text: string): string[] {
  const segments: string[] = []
  let depth = 0
  let quoted = false
  let start = 0
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (ch === '"') quoted = !quoted
    else if (!quoted && ch === '(') depth++
    else if (!quoted && ch === ')') depth = Math.max(0, depth - 1)
    else if (!quoted && depth === 0 && ch === ',') {
      segments.push(text.slice(start, i))
      start = i + 1
    }
  }
  segments.push(text.slice(start))
  return segments
}

function parseSegment(segment: string): Parsed<Filter> {
  const trimmed = segment.trim()
  if (trimmed === '') {
    return { ok: false, message: 'filter must not contain empty segments (check for extra commas)' }
  }
  const eq = trimmed.indexOf('=')
  if (eq < 0) return { ok: false, message: JSON.stringify([trimmed]) }
  const column = trimmed.slice(0, eq)
  let rest = trimmed.slice(eq + 1)
  let negate = false
  if (rest.startsWith('not.')) {
    negate = true
    rest = rest.slice(4)
  }
  const dot = rest.indexOf('.')
  const rawOp = dot < 0 ? rest : rest.slice(0, dot)
  const value = dot < 0 ? null : rest.slice(dot + 1)
  if (value === null || !ops.has(rawOp)) {
    if (negate) return { ok: false, message: `not.${rawOp} is not a supported operator` }
    return { ok: false, message: JSON.stringify(value === null ? [rest] : [rawOp, value]) }
  }
  const op = (negate ? negated[rawOp] : rawOp) as FilterOp
  if (op === 'in' || op === 'not_in') {
    if (!(value.length >= 2 && value.startsWith('(') && value.endsWith(')'))) {
      return { ok: false, message: `\`${op}\` filter value must be wrapped by parentheses` }
    }
    return { ok: true, value: { column, op, value: `{${value.slice(1, -1)}}` } }
  }
  if (value.startsWith('"')) {
    if (value.length < 2 || !value.endsWith('"')) {
      return { ok: false, message: 'unmatched double-quote in filter value' }
    }
    return { ok: true, value: { column, op, value: value.slice(1, -1) } }
  }
  return { ok: true, value: { column, op, value } }
}

// How Realtime names a subscription in its "Unable to subscribe" messages.
export function describeBinding(spec: BindingSpec): string {
  const filters = spec.filters.map((f) => `{"${f.column}", "${f.op}", "${f.value}"}`).join(', ')
  const select = spec.select ? `[${spec.select.map((c) => `"${c}"`).join(', ')}]` : 'nil'
  return `event: ${spec.event}, schema: ${spec.schema}, table: ${spec.table}, filters: [${filters}], select: ${select}`
}
