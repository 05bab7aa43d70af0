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
}

export type Relation = {
  schema: string
  name: string
  kind: 'table' | 'view' | 'function'
  columns: Map<string, Column>
  columnList: Column[]
  primaryKey: string[]
  uniques: string[][]
}

export type ForeignKey = {
  name: string
  from: Relation
  fromColumns: string[]
  to: Relation
  toColumns: string[]
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
}

export type SchemaCache = {
  schemas: string[]
  relations: Map<string, Relation>
  foreignKeys: ForeignKey[]
  functions: Map<string, DbFunction[]>
  types: Set<string>
}

export function qualified(schema: string, name: string): string {
  return `${schema}.${name}`
}
