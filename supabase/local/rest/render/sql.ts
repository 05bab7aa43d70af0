import { ApiError } from '../errors.ts'
import type { SchemaCache } from '../schema-types.ts'

// Collects bound parameters; every value from the request goes through here, never into the text.
export type Params = { values: (string | null)[]; add: (value: string | null) => string }

export function createParams(): Params {
  const values: (string | null)[] = []
  return {
    values,
    add(value) {
      values.push(value)
      return `$${values.length}`
    },
  }
}

// Only names that came from the schema cache (or our own aliases) reach this function.
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

export function table(schema: string, name: string): string {
  return `${ident(schema)}.${ident(name)}`
}

// Postgres array literal for `= any($n)`: every element double-quoted and escaped.
export function arrayLiteral(items: string[]): string {
  return `{${items.map((item) => `"${item.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`).join(',')}}`
}

const typeAliases: Record<string, string> = {
  int: 'int4',
  integer: 'int4',
  smallint: 'int2',
  bigint: 'int8',
  real: 'float4',
  'double precision': 'float8',
  float: 'float8',
  decimal: 'numeric',
  boolean: 'bool',
  'character varying': 'varchar',
  character: 'bpchar',
  char: 'bpchar',
  'timestamp with time zone': 'timestamptz',
  'timestamp without time zone': 'timestamp',
  'time with time zone': 'timetz',
  'time without time zone': 'time',
}

// `::type` casts from the select are checked against pg_type names in the cache.
export function castType(cache: SchemaCache, cast: string): string {
  const isArray = cast.endsWith('[]')
  const base = (isArray ? cast.slice(0, -2) : cast).trim().toLowerCase()
  const name = typeAliases[base] ?? base
  if (!cache.types.has(name)) {
    throw new ApiError(400, '42704', `type "${cast}" does not exist`)
  }
  return `${ident(name)}${isArray ? '[]' : ''}`
}
