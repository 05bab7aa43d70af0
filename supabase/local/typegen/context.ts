import type { Catalog, Column, PgType, Relation, Relationship } from './catalog.ts'
import { nullable, pgTypeToTs } from './pg-to-ts.ts'

// The catalog indexed and sorted the way the CLI's template walks it: everything by name with
// localeCompare, relationships by constraint name, referenced relation, referenced columns.
export type Context = {
  catalog: Catalog
  columnsByRelation: Map<number, Column[]>
  relationById: Map<number, Relation>
  typeById: Map<number, PgType>
  tsType: (schema: string, pgType: string) => string
}

export function createContext(catalog: Catalog): Context {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name)
  const columnsByRelation = new Map(catalog.relations.map(({ id }) => [id, [] as Column[]]))
  for (const column of catalog.columns) columnsByRelation.get(column.tableId)?.push(column)
  for (const columns of columnsByRelation.values()) columns.sort(byName)
  for (const fn of catalog.functions) fn.args.sort(byName)
  catalog.schemas.sort((a, b) => a.localeCompare(b))
  catalog.relations.sort(byName)
  catalog.functions.sort(byName)
  catalog.types.sort(byName)
  catalog.relationships.sort(
    (a, b) =>
      a.foreignKeyName.localeCompare(b.foreignKeyName) ||
      a.referencedRelation.localeCompare(b.referencedRelation) ||
      JSON.stringify(a.referencedColumns).localeCompare(JSON.stringify(b.referencedColumns)),
  )
  return {
    catalog,
    columnsByRelation,
    relationById: new Map(catalog.relations.map((relation) => [relation.id, relation])),
    typeById: new Map(catalog.types.map((type) => [type.id, type])),
    tsType: (schema, pgType) => pgTypeToTs(catalog, schema, pgType),
  }
}

export function relationsOf(context: Context, schema: string, kind: Relation['kind']) {
  return context.catalog.relations.filter((r) => r.schema === schema && r.kind === kind)
}

export function relationshipsOf(context: Context, { schema, name }: Relation): Relationship[] {
  return context.catalog.relationships.filter(
    (r) => r.schema === schema && r.referencedSchema === schema && r.relation === name,
  )
}

export function columnsOf(context: Context, relation: Relation): Column[] {
  return context.columnsByRelation.get(relation.id) ?? []
}

// `"name": type`, `"name": type | null` or `"name"?: ...`.
export function field(name: string, type: string, optional = false): string {
  return `${JSON.stringify(name)}${optional ? '?' : ''}: ${type}`
}

export function rowField(context: Context, schema: string, column: Column): string {
  return field(column.name, nullable(context.tsType(schema, column.format), column.isNullable))
}
