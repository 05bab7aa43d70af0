// PGRST201 lists the candidate relationships as objects; other errors have text or null.
export type ErrorDetails = string | Record<string, string>[] | null

// A PostgREST error: JSON body {code, message, details, hint} and its HTTP status (protocol doc A.11).
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly details: ErrorDetails
  readonly hint: string | null
  readonly headers: Record<string, string>

  constructor(
    status: number,
    code: string,
    message: string,
    details: ErrorDetails = null,
    hint: string | null = null,
    headers: Record<string, string> = {},
  ) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.hint = hint
    this.headers = headers
  }

  body(): { code: string; details: ErrorDetails; hint: string | null; message: string } {
    return { code: this.code, details: this.details, hint: this.hint, message: this.message }
  }
}

export function parseError(message: string, details: string | null = null): ApiError {
  return new ApiError(400, 'PGRST100', message, details)
}

export function columnNotFound(column: string, table: string): ApiError {
  return new ApiError(400, '42703', `column ${table}.${column} does not exist`)
}

export function tableNotFound(schema: string, table: string): ApiError {
  return new ApiError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${table}' in the schema cache`,
  )
}

export function relationshipNotFound(
  origin: string,
  target: string,
  schema: string,
  hint?: string,
): ApiError {
  const using = hint === undefined ? '' : `' using the hint '${hint}`
  return new ApiError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}${using}' in the schema '${schema}', but no matches were found.`,
  )
}

export function notSingular(rows: number): ApiError {
  return new ApiError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  )
}

export function invalidBody(message: string): ApiError {
  return new ApiError(400, 'PGRST102', message)
}
