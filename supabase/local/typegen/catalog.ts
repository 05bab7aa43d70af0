import type { PGlite } from '@electric-sql/pglite'
import {
  columnsSql,
  functionsSql,
  relationsSql,
  relationshipsSql,
  typesSql,
} from './catalog-sql.ts'

// What `supabase gen types` (postgres-meta) reads from the catalog, reduced to what its
// TypeScript template uses.
export type Relation = {
  id: number
  schema: string
  name: string
  kind: 'table' | 'view'
  isUpdatable: boolean
}

export type Column = {
  tableId: number
  name: string
  format: string
  defaultValue: string | null
  isNullable: boolean
  isIdentity: boolean
  isIdentityAlways: boolean
  isGenerated: boolean
  isUpdatable: boolean
}

export type Relationship = {
  foreignKeyName: string
  schema: string
  relation: string
  columns: string[]
  referencedSchema: string
  referencedRelation: string
  referencedColumns: string[]
  isOneToOne: boolean
}

export type ArgMode = 'in' | 'out' | 'inout' | 'variadic' | 'table'

export type FunctionArg = { mode: ArgMode; name: string; typeId: number; hasDefault: boolean }

export type PgFunction = {
  schema: string
  name: string
  args: FunctionArg[]
  argumentTypes: string
  returnType: string
  returnTypeId: number
  returnTypeRelationId: number | null
  isSetReturning: boolean
  rows: number
}

export type PgType = {
  id: number
  name: string
  schema: string
  format: string
  enums: string[]
  attributes: { name: string; typeId: number }[]
  typeRelationId: number | null
}

export type Catalog = {
  schemas: string[]
  relations: Relation[]
  columns: Column[]
  relationships: Relationship[]
  functions: PgFunction[]
  types: PgType[]
}

export type Queryable = Pick<PGlite, 'query'>

type FunctionRow = Omit<PgFunction, 'args'> & {
  argModes: string[]
  argNames: string[]
  argTypes: number[]
  defaults: number
}

export async function readCatalog(db: Queryable, schemas: string[]): Promise<Catalog> {
  const rows = async <T>(sql: string, params: unknown[] = [schemas]) =>
    (await db.query<T>(sql, params)).rows
  return {
    schemas: [...schemas],
    relations: await rows<Relation>(relationsSql),
    columns: await rows<Column>(columnsSql),
    relationships: await rows<Relationship>(relationshipsSql),
    functions: (await rows<FunctionRow>(functionsSql)).map(toFunction),
    types: await rows<PgType>(typesSql, []),
  }
}

const argModes: Record<string, ArgMode> = {
  i: 'in',
  o: 'out',
  b: 'inout',
  v: 'variadic',
  t: 'table',
}

function toFunction({
  argModes: modes,
  argNames,
  argTypes,
  defaults,
  ...fn
}: FunctionRow): PgFunction {
  const args = argTypes.map((typeId, index) => ({
    mode: argModes[modes[index] ?? 'i'] ?? 'in',
    name: argNames[index] ?? '',
    typeId,
    hasDefault: false,
  }))
  // pronargdefaults counts the trailing input arguments that have a default.
  const inputs = args.filter(({ mode }) => mode !== 'out' && mode !== 'table')
  for (const arg of inputs.slice(inputs.length - defaults)) arg.hasDefault = true
  return { ...fn, args }
}
