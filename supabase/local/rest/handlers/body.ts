import { ApiError, invalidBody } from '../errors.ts'
import type { Column, Relation } from '../schema-types.ts'

export type RowsBody = { text: string; rows: Record<string, unknown>[]; isArray: boolean }

export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') throw invalidBody('Empty or invalid json')
  try {
    return JSON.parse(text)
  } catch {
    throw invalidBody('Empty or invalid json')
  }
}

// A JSON object or an array of objects, re-serialized as an array for json_to_recordset.
export function parseRows(text: string): RowsBody {
  const value = parseJsonBody(text)
  const isArray = Array.isArray(value)
  const rows = (isArray ? value : [value]) as unknown[]
  if (!rows.every((row) => typeof row === 'object' && row !== null && !Array.isArray(row))) {
    throw invalidBody('Empty or invalid json')
  }
  return { text: isArray ? text : `[${text}]`, rows: rows as Record<string, unknown>[], isArray }
}

// Payload columns: `columns=` when given, else the keys (identical across an array, A.8).
export function payloadColumns(
  relation: Relation,
  body: RowsBody,
  columns: string[] | undefined,
): Column[] {
  let names = columns
  if (!names) {
    const first = Object.keys(body.rows[0] ?? {})
    const key = [...first].sort().join('\u0000')
    for (const row of body.rows) {
      if (Object.keys(row).sort().join('\u0000') !== key)
        throw invalidBody('All object keys must match')
    }
    names = first
  }
  return [...new Set(names)].map((name) => {
    const column = relation.columns.get(name)
    if (!column) {
      throw new ApiError(
        400,
        'PGRST204',
        `Could not find the '${name}' column of '${relation.name}' in the schema cache`,
      )
    }
    return column
  })
}
