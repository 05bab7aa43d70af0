// The parsed request, before it is checked against the schema cache.

export type JsonStep = { arrow: '->' | '->>'; key: string }

export type FieldName = { name: string; json: JsonStep[] }

export type SelectItem =
  | { kind: 'star' }
  | {
      kind: 'field'
      field: FieldName
      alias?: string
      // Cast of the column (before an aggregate).
      cast?: string
      aggregate?: string
      // Cast of the aggregate's result (`id.sum()::text`).
      aggregateCast?: string
    }
  | { kind: 'count'; alias?: string; cast?: string }
  | {
      kind: 'embed'
      relation: string
      alias?: string
      hint?: string
      inner: boolean
      spread: boolean
      select: SelectItem[]
    }

export const filterOperators = [
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
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const

export type FilterOperator = (typeof filterOperators)[number]

export type Filter = {
  kind: 'filter'
  field: FieldName
  negate: boolean
  operator: FilterOperator
  quantifier?: 'any' | 'all'
  config?: string
  // `in` carries a list; quantified operators carry the elements of `{a,b}`.
  value: string | string[]
}

export type LogicTree = {
  kind: 'logic'
  op: 'and' | 'or'
  negate: boolean
  children: Condition[]
}

export type Condition = Filter | LogicTree

export type OrderTerm = {
  relation?: string
  field: FieldName
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
}

// Parameters that apply to one embedding level, addressed by the path of embed names/aliases.
export type LevelParams = {
  conditions: Condition[]
  order?: OrderTerm[]
  limit?: number
  offset?: number
}

export type QueryParams = {
  select: SelectItem[]
  columns?: string[]
  onConflict?: string[]
  levels: Map<string, LevelParams>
  // On GET /rpc: keys without an operator are function arguments.
  rpcArgs: Map<string, string[]>
}
