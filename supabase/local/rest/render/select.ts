import type { EmbedPlan, PlannedOrder, ReadPlan } from '../plan/types.ts'
import type { SchemaCache } from '../schema-types.ts'
import { columnExpr, renderCondition } from './condition.ts'
import { castType, ident, table, type Params } from './sql.ts'

export type RenderContext = { cache: SchemaCache; params: Params }

// The pieces of one level's query; `from` and `where` are shared by the page and the count.
export type RenderedLevel = { columns: string; from: string; where: string; tail: string }

export function renderLevel(
  ctx: RenderContext,
  plan: ReadPlan,
  fromItem: string,
  extraConditions: string[] = [],
): RenderedLevel {
  const columns = plan.outputs.flatMap((output) => {
    if (output.kind === 'column') {
      const cast = output.cast === undefined ? '' : `::${castType(ctx.cache, output.cast)}`
      return [`${columnExpr(plan.alias, output.ref, ctx.params)}${cast} as ${ident(output.key)}`]
    }
    return embedColumns(output.embed)
  })
  const laterals = plan.embeds.map((embed) => renderLateral(ctx, plan, embed))
  const conditions = [
    ...extraConditions,
    ...plan.conditions.map((c) => renderCondition(plan.alias, c, ctx.params)),
    ...plan.embeds
      .filter((e) => e.inner && !isSingleRow(e))
      .map((e) => `${ident(e.lateral)}.body is not null`),
  ]
  const order = plan.order.map((o) => renderOrder(ctx, plan, o))
  let tail = order.length > 0 ? ` order by ${order.join(', ')}` : ''
  if (plan.limit !== undefined) tail += ` limit ${ctx.params.add(String(plan.limit))}::int8`
  if (plan.offset) tail += ` offset ${ctx.params.add(String(plan.offset))}::int8`
  return {
    columns: columns.length > 0 ? columns.join(', ') : 'null as "?column?"',
    from: `from ${fromItem} ${laterals.join(' ')}`,
    where: conditions.length > 0 ? ` where ${conditions.join(' and ')}` : '',
    tail,
  }
}

export function levelSql(level: RenderedLevel): string {
  return `select ${level.columns} ${level.from}${level.where}${level.tail}`
}

// to-one and spread embeds are joined row by row; to-many ones aggregate into one json value.
function isSingleRow(embed: EmbedPlan): boolean {
  return (
    !embed.countOnly &&
    (embed.spread ||
      embed.rel.kind === 'many-to-one' ||
      (embed.rel.kind === 'one-to-many' && embed.rel.toOne))
  )
}

function embedColumns(embed: EmbedPlan): string[] {
  const lateral = ident(embed.lateral)
  if (embed.spread) {
    return embed.plan.outputs.flatMap((o) =>
      o.kind === 'column'
        ? [`${lateral}.${ident(o.key)} as ${ident(o.key)}`]
        : [`${lateral}.${ident(o.embed.key)} as ${ident(o.embed.key)}`],
    )
  }
  if (isSingleRow(embed)) return [`${lateral}.body as ${ident(embed.key)}`]
  return [`coalesce(${lateral}.body, '[]'::json) as ${ident(embed.key)}`]
}

function renderLateral(ctx: RenderContext, parent: ReadPlan, embed: EmbedPlan): string {
  const child = embed.plan
  const fromItem = `${table(child.relation.schema, child.relation.name)} as ${ident(child.alias)}`
  const level = renderLevel(ctx, child, fromItem, [joinCondition(parent, embed)])
  const join = embed.inner ? 'inner join lateral' : 'left join lateral'
  const lateral = ident(embed.lateral)
  let body: string
  if (embed.countOnly) {
    body = `select json_build_array(json_build_object('count', count(*))) as body ${level.from}${level.where}`
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
    const from = `${table(child.relation.schema, child.relation.name)} as ${ident(child.alias)}`
    expr = `(select ${columnExpr(child.alias, order.ref, ctx.params)} from ${from} where ${joinCondition(plan, order.embed)} limit 1)`
  } else expr = columnExpr(plan.alias, order.ref, ctx.params)
  const direction = order.direction === 'desc' ? ' desc' : ' asc'
  const nulls = order.nulls ? ` nulls ${order.nulls}` : ''
  return `${expr}${direction}${nulls}`
}
