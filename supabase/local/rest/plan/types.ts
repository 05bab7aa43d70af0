import type { Filter, JsonStep } from '../ast.ts'
import type { Column, Relation } from '../schema-types.ts'
import type { Relationship } from './relationships.ts'

export type ColumnRef = { column: Column; json: JsonStep[] }

export type Output =
  | {
      kind: 'column'
      key: string
      ref: ColumnRef
      cast?: string
      // `column.sum()`; `star` for `count()`, which counts rows, not a column.
      aggregate?: { fn: string; star: boolean; cast?: string }
    }
  | { kind: 'embed'; embed: EmbedPlan }

export type PlannedCondition =
  | { kind: 'filter'; ref: ColumnRef; filter: Filter }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: PlannedCondition[] }
  | { kind: 'embed-null'; embed: EmbedPlan; isNull: boolean }

export type PlannedOrder = {
  ref: ColumnRef
  direction?: 'asc' | 'desc'
  nulls?: 'first' | 'last'
  // Ordering by a to-one embed's column (`order=author(name)`).
  embed?: EmbedPlan
}

export type ReadPlan = {
  relation: Relation
  alias: string
  outputs: Output[]
  embeds: EmbedPlan[]
  conditions: PlannedCondition[]
  order: PlannedOrder[]
  limit?: number
  offset?: number
}

export type EmbedPlan = {
  key: string
  rel: Relationship
  inner: boolean
  spread: boolean
  // Legacy `relation(count)`: [{count: n}] instead of rows.
  countOnly: boolean
  lateral: string
  plan: ReadPlan
}

export type AliasSource = { next: () => string }

export function aliasSource(): AliasSource {
  let n = 0
  return { next: () => `t${n++}` }
}
