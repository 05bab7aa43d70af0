export type Column = {
  name: string
  type: string
  typname: string
  // pg_type.typcategory: 'A' array, 'S' string, 'N' numeric, 'U' user (json, tsvector, …)…
  category: string
  nullable: boolean
  defaultExpr: string | null
  identity: boolean
  generated: boolean
  // A computed field: the function (taking the table's row) that yields the value.
  computed?: { schema: string; name: string }
}

export type Relation = {
  schema: string
  name: string
  kind: 'table' | 'view' | 'function'
  columns: Map<string, Column>
  columnList: Column[]
  primaryKey: string[]
  uniques: string[][]
  // Functions taking this relation's row and returning a scalar: selectable and filterable like
  // columns, but not part of `*` (PostgREST's computed fields).
  computed?: Map<string, Column>
}

export type ForeignKey = {
  name: string
  from: Relation
  fromColumns: string[]
  to: Relation
  toColumns: string[]
  // Carried over from a base table to a view exposing its columns.
  viaView?: boolean
}

export type FunctionArg = { name: string; type: string; hasDefault: boolean; variadic: boolean }

export type DbFunction = {
  schema: string
  name: string
  args: FunctionArg[]
  returnsSet: boolean
  returnType: string
  // Row-shaped results (a table type, a composite, RETURNS TABLE): columns for select and filters.
  result?: Relation
  // The table whose rows the function returns, so embedding works on its result.
  resultTable?: Relation
  returnsVoid: boolean
  volatility: 'i' | 's' | 'v'
  // A single unnamed json/jsonb parameter takes the whole POST body (protocol doc A.10).
  singleJsonArg: boolean
  // PostgREST only offers /rpc for functions whose parameters are all named, or that take a
  // single unnamed json, jsonb, text, xml or bytea parameter.
  callable?: boolean
  // The relation whose row type is the only parameter: the function is a computed field or a
  // relationship of that relation.
  rowArg?: Relation
  // `ROWS 1` on a set-returning function makes it a to-one relationship.
  rows?: number
}

export type SchemaCache = {
  schemas: string[]
  relations: Map<string, Relation>
  foreignKeys: ForeignKey[]
  functions: Map<string, DbFunction[]>
  types: Set<string>
  // PostgREST's in-database configuration (`alter role authenticator set pgrst.…`).
  settings?: Map<string, string>
}

export function qualified(schema: string, name: string): string {
  return `${schema}.${name}`
}
