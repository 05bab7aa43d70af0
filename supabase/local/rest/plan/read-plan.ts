import type {
  Condition,
  FieldName,
  LevelParams,
  OrderTerm,
  QueryParams,
  SelectItem,
} from '../ast.ts'
import { ApiError, columnNotFound } from '../errors.ts'
import { defaultKey } from '../parse/field.ts'
import type { Column, Relation, SchemaCache } from '../schema-types.ts'
import { isToOne, resolveRelationship } from './relationships.ts'
import type {
  AliasSource,
  ColumnRef,
  EmbedPlan,
  Output,
  PlannedCondition,
  PlannedOrder,
  ReadPlan,
} from './types.ts'

export type PlanContext = {
  cache: SchemaCache
  aliases: AliasSource
  levels: QueryParams['levels']
}

// Checks the select tree, filters and order against the schema cache, level by level.
export function planRead(
  ctx: PlanContext,
  relation: Relation,
  select: SelectItem[],
  paths: string[],
): ReadPlan {
  const plan: ReadPlan = {
    relation,
    alias: ctx.aliases.next(),
    outputs: [],
    embeds: [],
    conditions: [],
    order: [],
  }
  for (const item of select) addItem(ctx, plan, item, paths)
  const level = levelParams(ctx, paths)
  if (level) {
    plan.conditions = level.conditions.map((c) => planCondition(plan, c))
    plan.order = (level.order ?? []).map((term) => planOrder(plan, term))
    if (level.limit !== undefined) plan.limit = level.limit
    if (level.offset !== undefined) plan.offset = level.offset
  }
  return plan
}

function depthOf(paths: string[]): number {
  const path = paths[0] ?? ''
  return path === '' ? 0 : path.split('.').length
}

function levelParams(ctx: PlanContext, paths: string[]): LevelParams | undefined {
  for (const path of paths) {
    const level = ctx.levels.get(path)
    if (level) return level
  }
  return undefined
}

function addItem(ctx: PlanContext, plan: ReadPlan, item: SelectItem, paths: string[]): void {
  if (item.kind === 'star') {
    for (const column of plan.relation.columnList) {
      plan.outputs.push({ kind: 'column', key: column.name, ref: { column, json: [] } })
    }
  } else if (item.kind === 'field') {
    const output: Output = {
      kind: 'column',
      key: item.alias ?? item.aggregate ?? defaultKey(item.field),
      ref: resolveColumn(plan.relation, item.field, depthOf(paths)),
    }
    if (item.cast !== undefined) output.cast = item.cast
    if (item.aggregate !== undefined) {
      assertAggregatesEnabled(ctx)
      output.aggregate = { fn: item.aggregate, star: false }
      if (item.aggregateCast !== undefined) output.aggregate.cast = item.aggregateCast
    }
    plan.outputs.push(output)
  } else if (item.kind === 'count') {
    assertAggregatesEnabled(ctx)
    const output: Output = {
      kind: 'column',
      key: item.alias ?? 'count',
      ref: { column: countStar, json: [] },
      aggregate: { fn: 'count', star: true },
    }
    if (item.cast !== undefined) output.aggregate = { ...output.aggregate!, cast: item.cast }
    plan.outputs.push(output)
  } else if (item.kind === 'embed') {
    const embed = planEmbed(ctx, plan, item, paths)
    assertDistinctEmbed(plan, embed, depthOf(paths) + 1)
    plan.embeds.push(embed)
    // `users()` selects nothing: it only filters (with !inner or is.null), as in PostgREST.
    if (item.select.length > 0) plan.outputs.push({ kind: 'embed', embed })
  }
}

// PostgREST joins each embed as `<parent>_<alias or name>_<depth>`: two sibling embeds under one
// name (`users!first_user(*), users!second_user(*)`) make Postgres refuse the query (42712).
function assertDistinctEmbed(plan: ReadPlan, embed: EmbedPlan, depth: number): void {
  if (!plan.embeds.some((e) => e.key === embed.key)) return
  const alias = `${plan.relation.name}_${embed.key}_${depth}`
  throw new ApiError(400, '42712', `table name "${alias}" specified more than once`)
}

// `count()` counts rows; this stands in for the column it has none of.
const countStar: Column = {
  name: '*',
  type: 'bigint',
  typname: 'int8',
  category: 'N',
  nullable: false,
  defaultExpr: null,
  identity: false,
  generated: false,
}

// PostgREST refuses aggregates unless `pgrst.db_aggregates_enabled` is set.
function assertAggregatesEnabled(ctx: PlanContext): void {
  if (ctx.cache.settings?.get('db_aggregates_enabled') !== 'true') {
    throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed')
  }
}

function planEmbed(
  ctx: PlanContext,
  parent: ReadPlan,
  item: Extract<SelectItem, { kind: 'embed' }>,
  paths: string[],
): EmbedPlan {
  const rel = resolveRelationship(ctx.cache, parent.relation, item.relation, item.hint)
  const names = item.alias === undefined ? [item.relation] : [item.alias, item.relation]
  const childPaths = paths.flatMap((p) => names.map((n) => (p === '' ? n : `${p}.${n}`)))
  const only = item.select[0]
  const countOnly =
    item.select.length === 1 &&
    only?.kind === 'field' &&
    only.field.name === 'count' &&
    only.field.json.length === 0 &&
    !rel.target.columns.has('count')
  const select: SelectItem[] = countOnly ? [] : item.select
  // The lateral's alias comes before the child level's, as the SQL nests them.
  const lateral = ctx.aliases.next()
  const plan = planRead(ctx, rel.target, select, childPaths)
  if (item.spread && !isToOne(rel) && hasAggregate(plan)) {
    throw new ApiError(
      400,
      'PGRST127',
      'Feature not implemented',
      'Aggregates are not implemented for one-to-many or many-to-many spreads.',
    )
  }
  return {
    key: item.alias ?? item.relation,
    rel,
    inner: item.inner,
    spread: item.spread,
    countOnly,
    lateral,
    plan,
  }
}

function hasAggregate(plan: ReadPlan): boolean {
  return plan.outputs.some(
    (o) =>
      (o.kind === 'column' && o.aggregate !== undefined) ||
      (o.kind === 'embed' && o.embed.spread && hasAggregate(o.embed.plan)),
  )
}

// Postgres names the relation in a missing-column error by its alias in PostgREST's query: the
// table at the top, `<table>_<depth>` in embeds.
export function resolveColumn(relation: Relation, field: FieldName, depth = 0): ColumnRef {
  const column = relation.columns.get(field.name) ?? relation.computed?.get(field.name)
  if (!column) {
    throw columnNotFound(field.name, depth === 0 ? relation.name : `${relation.name}_${depth}`)
  }
  return { column, json: field.json }
}

function planCondition(plan: ReadPlan, condition: Condition): PlannedCondition {
  if (condition.kind === 'logic') {
    return {
      kind: 'logic',
      op: condition.op,
      negate: condition.negate,
      children: condition.children.map((c) => planCondition(plan, c)),
    }
  }
  const embed = plan.embeds.find((e) => e.key === condition.field.name)
  if (embed && condition.field.json.length === 0) {
    // Only `is.null` / `not.is.null` may test an embed itself (protocol doc A.4).
    if (condition.operator !== 'is' || condition.value !== 'null') {
      throw new ApiError(
        400,
        'PGRST120',
        'Only is null or not is null filters are allowed on embedded resources',
      )
    }
    return { kind: 'embed-null', embed, isNull: !condition.negate }
  }
  return { kind: 'filter', ref: resolveColumn(plan.relation, condition.field), filter: condition }
}

function planOrder(plan: ReadPlan, term: OrderTerm): PlannedOrder {
  let ordered: PlannedOrder
  if (term.relation !== undefined) {
    const embed = plan.embeds.find((e) => e.key === term.relation)
    if (!embed) {
      throw new ApiError(
        400,
        'PGRST108',
        `'${term.relation}' is not an embedded resource in this request`,
        null,
        `Verify that '${term.relation}' is included in the 'select' query parameter.`,
      )
    }
    if (!isToOne(embed.rel)) {
      throw new ApiError(
        400,
        'PGRST118',
        `A related order on '${term.relation}' is not possible`,
        `'${plan.relation.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
      )
    }
    ordered = { ref: resolveColumn(embed.plan.relation, term.field), embed }
  } else ordered = { ref: resolveColumn(plan.relation, term.field) }
  if (term.direction) ordered.direction = term.direction
  if (term.nulls) ordered.nulls = term.nulls
  return ordered
}
