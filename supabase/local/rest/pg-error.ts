import { ApiError } from './errors.ts'

type DatabaseErrorLike = { code?: unknown; message: string; detail?: unknown; hint?: unknown }

function isDatabaseError(error: unknown): error is DatabaseErrorLike {
  return error instanceof Error && typeof (error as DatabaseErrorLike).code === 'string'
}

// SQLSTATE → HTTP status, first match wins (protocol doc A.11).
export function statusForSqlState(code: string, message: string, isAnon: boolean): number {
  if (code === '42501') return isAnon ? 401 : 403
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42883') return 404
  if (code === '42P01') return 404
  if (code === 'P0001') return 400
  if (code === '42P17') return 500
  if (code === '57P01') return 503
  if (code === '53400') return 500
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  const two = code.slice(0, 2)
  if (two === '08' || two === '53') return 503
  if (['0L', '0P', '28'].includes(two)) return 403
  if (
    [
      '09',
      '25',
      '2D',
      '38',
      '39',
      '3B',
      '40',
      '54',
      '55',
      '57',
      '58',
      'F0',
      'HV',
      'P0',
      'XX',
    ].includes(two)
  ) {
    return 500
  }
  return 400
}

export function toApiError(error: unknown, isAnon: boolean): ApiError {
  if (error instanceof ApiError) return error
  if (isDatabaseError(error)) {
    const code = error.code as string
    const headers: Record<string, string> =
      code === '42501' && isAnon ? { 'WWW-Authenticate': 'Bearer' } : {}
    return new ApiError(
      statusForSqlState(code, error.message, isAnon),
      code,
      error.message,
      typeof error.detail === 'string' ? error.detail : null,
      typeof error.hint === 'string' ? error.hint : null,
      headers,
    )
  }
  const message = error instanceof Error ? error.message : String(error)
  return new ApiError(500, 'PGRST000', message)
}
