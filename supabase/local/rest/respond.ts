import type { Media, RestResponse } from './context.ts'
import { notSingular } from './errors.ts'
import { contentType } from './media.ts'
import { rangeError } from './parse/range.ts'

// Content-Range and 200/206/416 for reads (protocol doc A.6).
export function readRange(
  offset: number,
  rows: number,
  total: number | undefined,
): { status: number; contentRange: string } {
  const totalText = total === undefined ? '*' : String(total)
  const range = rows === 0 ? '*' : `${offset}-${offset + rows - 1}`
  if (total === undefined) return { status: 200, contentRange: `${range}/${totalText}` }
  if (offset > total) {
    throw rangeError(`An offset of ${offset} was requested, but there are only ${total} rows.`)
  }
  const status = rows < total ? 206 : 200
  return { status, contentRange: `${range}/${totalText}` }
}

// Singular responses take the only element out of the json_agg array; ≠ 1 row is PGRST116.
export function shapeBody(
  media: Media,
  rows: number,
  body: string | null,
  csvHeader: string[],
): string | null {
  if (body === null) return null
  if (media.kind === 'object') {
    if (rows !== 1) throw notSingular(rows)
    return body.slice(1, -1).trim()
  }
  if (media.kind === 'csv')
    return rows === 0 ? csvHeader.join(',') : `${csvHeader.join(',')}\n${body}`
  return body
}

export function jsonResponse(
  status: number,
  media: Media,
  body: string | null,
  headers: Record<string, string>,
): RestResponse {
  if (body === null) return { status, headers, body: null }
  return { status, headers: { 'Content-Type': contentType(media), ...headers }, body }
}
