// GoTrue's error values: an HTTP status, a machine code and the message users see (protocol B.5).
export class AuthError extends Error {
  status: number
  code: string
  extra: Record<string, unknown>

  constructor(status: number, code: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.status = status
    this.code = code
    this.extra = extra
  }
}

// OAuth2-style errors (`{error, error_description}`), always status 400 as GoTrue sends them.
export class OAuthError extends Error {
  error: string

  constructor(error: string, description: string) {
    super(description)
    this.error = error
  }
}

export const badRequest = (code: string, message: string) => new AuthError(400, code, message)
export const unauthorized = (code: string, message: string) => new AuthError(401, code, message)
export const forbidden = (code: string, message: string) => new AuthError(403, code, message)
export const notFound = (code: string, message: string) => new AuthError(404, code, message)
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message)
export const tooManyRequests = (code: string, message: string) => new AuthError(429, code, message)

export const invalidCredentials = () =>
  badRequest('invalid_credentials', 'Invalid login credentials')
export const otpExpired = () => forbidden('otp_expired', 'Email link is invalid or has expired')
export const emailExists = () =>
  unprocessable('email_exists', 'A user with this email address has already been registered')

export type ErrorBody = {
  status: number
  body: Record<string, unknown>
  headers: Record<string, string>
}

const apiVersionHeader = 'X-Supabase-Api-Version'

// auth-js sends X-Supabase-Api-Version: 2024-01-01 and then reads `code`; older clients get the
// legacy `{code: status, error_code, msg}` shape with x-sb-error-code.
export function renderError(
  error: AuthError | OAuthError,
  apiVersion: string | undefined,
): ErrorBody {
  if (error instanceof OAuthError) {
    return {
      status: 400,
      body: { error: error.error, error_description: error.message },
      headers: {},
    }
  }
  if (apiVersion !== undefined && apiVersion >= '2024-01-01') {
    return {
      status: error.status,
      body: { code: error.code, message: error.message, ...error.extra },
      headers: { [apiVersionHeader]: '2024-01-01' },
    }
  }
  return {
    status: error.status,
    body: { code: error.status, error_code: error.code, msg: error.message, ...error.extra },
    headers: { 'x-sb-error-code': error.code },
  }
}
