import type { Catalog, PgType, Relation } from './catalog.ts'

const numberTypes = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric'])
const stringTypes = new Set([
  'bytea',
  'bpchar',
  'varchar',
  'date',
  'text',
  'citext',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'uuid',
  'vector',
])

// The CLI's mapping of a type name (pg_type.typname, `_x` for arrays of x) to TypeScript, as seen
// from `schema`. Types it has no mapping for (tsvector, ranges, ...) are `unknown`.
export function pgTypeToTs(catalog: Catalog, schema: string, pgType: string): string {
  if (pgType === 'bool') return 'boolean'
  if (numberTypes.has(pgType)) return 'number'
  if (stringTypes.has(pgType)) return 'string'
  if (pgType === 'json' || pgType === 'jsonb') return 'Json'
  if (pgType === 'void') return 'undefined'
  if (pgType === 'record') return 'Record<string, unknown>'
  if (pgType.startsWith('_')) return `(${pgTypeToTs(catalog, schema, pgType.slice(1))})[]`

  const enumType = pick(catalog.types, schema, (t) => t.name === pgType && t.enums.length > 0)
  if (enumType) {
    return catalog.schemas.includes(enumType.schema)
      ? `Database[${JSON.stringify(enumType.schema)}]["Enums"][${JSON.stringify(enumType.name)}]`
      : enumType.enums.map((label) => JSON.stringify(label)).join(' | ')
  }
  const composite = pick(catalog.types, schema, (t) => t.name === pgType && t.attributes.length > 0)
  if (composite) return schemaRef(catalog, composite, 'CompositeTypes', '')
  for (const kind of ['table', 'view'] as const) {
    const relation = pick(catalog.relations, schema, (r) => r.kind === kind && r.name === pgType)
    if (relation) return schemaRef(catalog, relation, kind === 'table' ? 'Tables' : 'Views', 'Row')
  }
  return 'unknown'
}

// `unknown` already includes null.
export function nullable(tsType: string, isNullable: boolean): string {
  return isNullable && tsType !== 'unknown' && tsType !== 'any' ? `${tsType} | null` : tsType
}

// Of the candidates, the one in `schema` if any, else the first.
function pick<T extends { schema: string }>(
  items: T[],
  schema: string,
  matches: (item: T) => boolean,
): T | undefined {
  const found = items.filter(matches)
  return found.find((item) => item.schema === schema) ?? found[0]
}

function schemaRef(
  catalog: Catalog,
  { schema, name }: PgType | Relation,
  section: string,
  member: string,
): string {
  if (!catalog.schemas.includes(schema)) return 'unknown'
  const ref = `Database[${JSON.stringify(schema)}][${JSON.stringify(section)}][${JSON.stringify(name)}]`
  return member ? `${ref}[${JSON.stringify(member)}]` : ref
}
