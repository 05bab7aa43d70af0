import { badRequest } from './errors.ts'

export type Params = Record<string, unknown>

// Request fields read the way Go's JSON decoding leaves them: absent or mistyped means empty.
export function text(params: Params, key: string): string {
  const value = params[key]
  return typeof value === 'string' ? value : ''
}

export function record(params: Params, key: string): Record<string, unknown> | null {
  const value = params[key]
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

export function bool(params: Params, key: string): boolean {
  return params[key] === true
}

export function parseJsonBody(raw: string): Params {
  if (raw.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch (error) {
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${error instanceof Error ? error.message : error}`,
    )
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw badRequest('bad_json', 'Could not parse request body as JSON: expected an object')
  }
  return parsed as Params
}

export function parseFormBody(raw: string): Params {
  return Object.fromEntries(new URLSearchParams(raw))
}

// The checkmail format rule GoTrue applies, and its lower-casing.
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function validateEmail(email: string): string {
  if (email === '') throw badRequest('validation_failed', 'An email address is required')
  if (email.length > 255) throw badRequest('validation_failed', 'An email address is too long')
  if (!emailPattern.test(email)) {
    throw badRequest('validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}
