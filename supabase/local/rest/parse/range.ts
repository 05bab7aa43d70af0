import { ApiError } from '../errors.ts'

export type RangeHeader = { offset: number; limit?: number }

// `Range: 0-9` (items); honoured for GET only and intersected with limit/offset (protocol doc A.6).
export function parseRangeHeader(header: string | undefined): RangeHeader | undefined {
  if (!header) return undefined
  const match = /^(?:items=)?\s*(\d+)-(\d*)\s*$/.exec(header)
  if (!match) return undefined
  const offset = Number(match[1])
  if (match[2] === '') return { offset }
  const upper = Number(match[2])
  if (upper < offset) throw rangeError()
  return { offset, limit: upper - offset + 1 }
}

export function rangeError(details: string | null = null): ApiError {
  return new ApiError(416, 'PGRST103', 'Requested range not satisfiable', details)
}

export function intersectRange(
  range: RangeHeader | undefined,
  offset: number | undefined,
  limit: number | undefined,
): { offset: number; limit?: number } {
  const baseOffset = offset ?? 0
  if (!range) return limit === undefined ? { offset: baseOffset } : { offset: baseOffset, limit }
  const start = Math.max(baseOffset, range.offset)
  const ends = [
    limit === undefined ? Infinity : baseOffset + limit,
    range.limit === undefined ? Infinity : range.offset + range.limit,
  ]
  const end = Math.min(...ends)
  return end === Infinity ? { offset: start } : { offset: start, limit: Math.max(0, end - start) }
}
