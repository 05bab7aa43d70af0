import type { EmbedPlan, PlannedCondition, PlannedOrder, ReadPlan } from '../plan/types.ts'
import { isToOne } from '../plan/relationships.ts'
import type { SchemaCache } from '../schema-types.ts'
import { columnExpr, renderCondition } from './condition.ts'
import { castType, ident, table, type Params } from './sql.ts'

export type RenderContext = { cache: SchemaCache; params: Params }

// The pieces of one level's query; `where` is shared by the page (`from`) and the count
// (`countFrom`).
export type RenderedLevel = {
  columns: string
  from: string
  countFrom: string
  where: string
  tail: string
}

export function renderLevel(
  ctx: RenderContext,
  plan: ReadPlan,
  fromItem: string,
  extraConditions: string[] = [],
): RenderedLevel {
  const grouped = plan.outputs.some((o) => o.kind === 'column' && o.aggregate)
  const groupBy: string[] = []
  const columns = plan.outputs.flatMap((output) => {
    if (output.kind === 'column') {
      const cast = output.cast === undefined ? '' : `::${castType(ctx.cache, output.cast)}`
      const { aggregate } = output
      if (!aggregate) {
        const expr = `${columnExpr(plan.alias, output.ref, ctx.params)}${cast}`
        groupBy.push(expr)
        return [`${expr} as ${ident(output.key)}`]
      }
      const argument = aggregate.star
        ? '*'
        : `${columnExpr(plan.alias, output.ref, ctx.params)}${cast}`
      const resultCast =
        aggregate.cast === undefined ? '' : `::${castType(ctx.cache, aggregate.cast)}`
      return [`${aggregate.fn}(${argument})${resultCast} as ${ident(output.key)}`]
    }
    const embedded = embedColumns(output.embed)
    // Other selected values are grouped by, as PostgREST does (json compares as jsonb).
    groupBy.push(...embedded.map((c) => c.replace(/ as "(?:[^"]|"")*"$/, '')))
    return embedded
  })
  const laterals = plan.embeds.map((embed) => renderLateral(ctx, plan, embed))
  const where = whereClause(ctx, plan, extraConditions)
  const filtering = filtersRows(plan)
  const order = plan.order.map((o) => renderOrder(ctx, plan, o))
  let tail = grouped && groupBy.length > 0 ? ` group by ${groupBy.join(', ')}` : ''
  tail += order.length > 0 ? ` order by ${order.join(', ')}` : ''
  if (plan.limit !== undefined) tail += ` limit ${ctx.params.add(String(plan.limit))}::int8`
  if (plan.offset) tail += ` offset ${ctx.params.add(String(plan.offset))}::int8`
  return {
    columns: columns.length > 0 ? columns.join(', ') : 'null as "?column?"',
    from: `from ${fromItem} ${laterals.join(' ')}`,
    countFrom: `from ${[fromItem, ...laterals.filter((_, i) => filtering(plan.embeds[i] as EmbedPlan))].join(' ')}`,
    where,
    tail,
  }
}

// PostgREST's count query for a level (`select 1` over `countFrom` and `where`) has its table and
// only the embeds that filter it: `!inner` ones and those an `is.null` filter names. The selected
// columns, the other embeds, the order and the page never change how many rows match.
function filtersRows(plan: ReadPlan): (embed: EmbedPlan) => boolean {
  const named = new Set<EmbedPlan>()
  const collect = (c: PlannedCondition) => {
    if (c.kind === 'embed-null') named.add(c.embed)
    else if (c.kind === 'logic') c.children.forEach(collect)
  }
  plan.conditions.forEach(collect)
  return (embed) => embed.inner || named.has(embed)
}

// The count query alone, for a statement of its own (its EXPLAIN): every parameter it adds is
// one it uses, as a prepared statement requires.
export function renderCountSource(
  ctx: RenderContext,
  plan: ReadPlan,
  fromItem: string,
): { from: string; where: string } {
  const laterals = plan.embeds
    .filter(filtersRows(plan))
    .map((embed) => renderLateral(ctx, plan, embed))
  return { from: `from ${[fromItem, ...laterals].join(' ')}`, where: whereClause(ctx, plan, []) }
}

function whereClause(ctx: RenderContext, plan: ReadPlan, extraConditions: string[]): string {
  const conditions = [
    ...extraConditions,
    ...plan.conditions.map((c) => renderCondition(plan.alias, c, ctx.params)),
    ...plan.embeds
      .filter((e) => e.inner && !isSingleRow(e))
      .map((e) => `${ident(e.lateral)}.body is not null`),
  ]
  return conditions.length > 0 ? ` where ${conditions.join(' and ')}` : ''
}

export function levelSql(level: RenderedLevel): string {
  return `select ${level.columns} ${level.from}${level.where}${level.tail}`
}

// to-one and spread embeds are joined row by row; to-many ones aggregate into one json value.
function isSingleRow(embed: EmbedPlan): boolean {
  return !embed.countOnly && (embed.spread || isToOne(embed.rel))
}

// What an embed reads from: the related table joined on its foreign key, or the function called
// with the parent's row.
function embedSource(parent: ReadPlan, embed: EmbedPlan): { from: string; on: string[] } {
  const child = embed.plan
  const { rel } = embed
  if (rel.kind === 'function') {
    const call = `${table(rel.fn.schema, rel.fn.name)}(${ident(parent.alias)})`
    return { from: `${call} as ${ident(child.alias)}`, on: [] }
  }
  const from = `${table(child.relation.schema, child.relation.name)} as ${ident(child.alias)}`
  return { from, on: [joinCondition(parent, embed)] }
}

function embedColumns(embed: EmbedPlan): string[] {
  const lateral = ident(embed.lateral)
  if (embed.spread) {
    return spreadKeys(embed.plan).map((key) => `${lateral}.${ident(key)} as ${ident(key)}`)
  }
  if (isSingleRow(embed)) return [`${lateral}.body as ${ident(embed.key)}`]
  return [`coalesce(${lateral}.body, '[]'::json) as ${ident(embed.key)}`]
}

// The columns a spread embed's level answers: its own, and those of spreads nested in it.
function spreadKeys(plan: ReadPlan): string[] {
  return plan.outputs.flatMap((o) => {
    if (o.kind === 'column') return [o.key]
    return o.embed.spread ? spreadKeys(o.embed.plan) : [o.embed.key]
  })
}

function renderLateral(ctx: RenderContext, parent: ReadPlan, embed: EmbedPlan): string {
  const child = embed.plan
  const source = embedSource(parent, embed)
  const level = renderLevel(ctx, child, source.from, source.on)
  const join = embed.inner ? 'inner join lateral' : 'left join lateral'
  const lateral = ident(embed.lateral)
  let body: string
  if (embed.countOnly) {
    // A to-one embed's count is an object, as PostgREST's count() aggregate answers it.
    const counted = `json_build_object('count', count(*))`
    const value = isToOne(embed.rel) ? counted : `json_build_array(${counted})`
    body = `select ${value} as body ${level.from}${level.where}`
  } else if (embed.spread && !isToOne(embed.rel)) {
    // PostgREST 13: spreading a to-many embed gives each of its values as an array.
    const arrays = spreadKeys(child).map(
      (key) => `coalesce(json_agg(_e.${ident(key)}), '[]'::json) as ${ident(key)}`,
    )
    body = `select ${arrays.join(', ')} from (${levelSql(level)}) _e`
  } else if (embed.spread) body = levelSql(level)
  else if (isSingleRow(embed)) body = `select row_to_json(_e) as body from (${levelSql(level)}) _e`
  else body = `select json_agg(_e) as body from (${levelSql(level)}) _e`
  return `${join} (${body}) as ${lateral} on true`
}

export function joinCondition(parent: ReadPlan, embed: EmbedPlan): string {
  const p = ident(parent.alias)
  const c = ident(embed.plan.alias)
  const pairs = (left: string, lcols: string[], right: string, rcols: string[]) =>
    lcols.map((col, i) => `${left}.${ident(col)} = ${right}.${ident(rcols[i] as string)}`)
  const { rel } = embed
  if (rel.kind === 'function') return 'true'
  if (rel.kind === 'many-to-one') {
    return pairs(c, rel.fk.toColumns, p, rel.fk.fromColumns).join(' and ')
  }
  if (rel.kind === 'one-to-many') {
    return pairs(c, rel.fk.fromColumns, p, rel.fk.toColumns).join(' and ')
  }
  const j = ident(`${embed.lateral}_j`)
  const on = [
    ...pairs(j, rel.left.fromColumns, p, rel.left.toColumns),
    ...pairs(j, rel.right.fromColumns, c, rel.right.toColumns),
  ]
  return `exists (select 1 from ${table(rel.junction.schema, rel.junction.name)} as ${j} where ${on.join(' and ')})`
}

function renderOrder(ctx: RenderContext, plan: ReadPlan, order: PlannedOrder): string {
  let expr: string
  if (order.embed) {
    const child = order.embed.plan
    const source = embedSource(plan, order.embed)
    const where = source.on.length > 0 ? ` where ${source.on.join(' and ')}` : ''
    expr = `(select ${columnExpr(child.alias, order.ref, ctx.params)} from ${source.from}${where} limit 1)`
  } else expr = columnExpr(plan.alias, order.ref, ctx.params)
  const direction = order.direction === 'desc' ? ' desc' : ' asc'
  const nulls = order.nulls ? ` nulls ${order.nulls}` : ''
  return `${expr}${direction}${nulls}`
}
