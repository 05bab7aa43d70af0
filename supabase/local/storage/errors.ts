import type { ServerResponse } from 'node:http'
import { sendJson } from '../gateway/http.ts'

type StorageErrorInit = {
  code: string
  httpStatusCode: number
  message: string
  error?: string
  // The HTTP status actually sent; supabase/storage answers 400 for every rendered error except
  // 500s and a few explicit overrides (protocol doc D.3).
  responseStatus?: number
  cause?: unknown
}

export class StorageError extends Error {
  readonly code: string
  readonly httpStatusCode: number
  readonly error: string | undefined
  readonly responseStatus: number

  constructor(init: StorageErrorInit) {
    super(init.message, init.cause === undefined ? undefined : { cause: init.cause })
    this.code = init.code
    this.httpStatusCode = init.httpStatusCode
    this.error = init.error
    this.responseStatus = init.responseStatus ?? (init.httpStatusCode === 500 ? 500 : 400)
  }

  render() {
    return {
      statusCode: String(this.httpStatusCode),
      code: this.code,
      error: this.error ?? this.code,
      message: this.message,
    }
  }
}

const make = (init: StorageErrorInit) => new StorageError(init)

// Codes, statuses and messages as supabase/storage's internal/errors/codes.ts has them.
export const errors = {
  noSuchBucket: () =>
    make({
      code: 'NoSuchBucket',
      httpStatusCode: 404,
      error: 'Bucket not found',
      message: 'Bucket not found',
    }),
  noSuchKey: () =>
    make({
      code: 'NoSuchKey',
      httpStatusCode: 404,
      error: 'not_found',
      message: 'Object not found',
    }),
  invalidJwt: (message: string) => make({ code: 'InvalidJWT', httpStatusCode: 400, message }),
  accessDenied: (message: string) =>
    make({ code: 'AccessDenied', httpStatusCode: 403, error: 'Unauthorized', message }),
  resourceAlreadyExists: () =>
    make({
      code: 'ResourceAlreadyExists',
      httpStatusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  keyAlreadyExists: () =>
    make({
      code: 'KeyAlreadyExists',
      httpStatusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  bucketAlreadyExists: () =>
    make({
      code: 'BucketAlreadyExists',
      httpStatusCode: 409,
      error: 'Duplicate',
      message: 'The resource already exists',
    }),
  bucketNotEmpty: () =>
    make({
      code: 'InvalidRequest',
      httpStatusCode: 409,
      message: 'The bucket you tried to delete is not empty',
    }),
  invalidMimeType: (mimeType: string) =>
    make({
      code: 'InvalidMimeType',
      httpStatusCode: 415,
      error: 'invalid_mime_type',
      message: `mime type ${mimeType} is not supported`,
    }),
  entityTooLarge: (entity = 'object') =>
    make({
      code: 'EntityTooLarge',
      httpStatusCode: 413,
      error: 'Payload too large',
      message: `The ${entity} exceeded the maximum allowed size`,
    }),
  invalidKey: (key: string) =>
    make({ code: 'InvalidKey', httpStatusCode: 400, message: `Invalid key: ${key}` }),
  invalidBucketName: () =>
    make({
      code: 'InvalidBucketName',
      httpStatusCode: 400,
      error: 'Invalid Input',
      message: 'Bucket name invalid',
    }),
  invalidFileSizeLimit: () =>
    make({
      code: 'InvalidRequest',
      httpStatusCode: 400,
      message: 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    }),
  invalidSignature: () =>
    make({ code: 'InvalidSignature', httpStatusCode: 400, message: 'Invalid signature' }),
  noContentProvided: (message = 'No content provided') =>
    make({ code: 'InvalidRequest', httpStatusCode: 400, message }),
  invalidRequest: (message: string) =>
    make({ code: 'InvalidRequest', httpStatusCode: 400, message }),
  invalidRange: () =>
    make({
      code: 'InvalidRange',
      httpStatusCode: 400,
      error: 'invalid_range',
      message: 'invalid range provided',
    }),
  relatedResourceNotFound: () =>
    make({
      code: 'InvalidRequest',
      httpStatusCode: 404,
      message: 'The related resource does not exist',
    }),
  databaseTimeout: () =>
    make({
      code: 'DatabaseTimeout',
      httpStatusCode: 544,
      responseStatus: 544,
      message: 'The connection to the database timed out',
    }),
  databaseError: (message: string, cause?: unknown) =>
    make({ code: 'DatabaseError', httpStatusCode: 500, message, cause }),
  internal: (cause?: unknown) =>
    make({ code: 'InternalError', httpStatusCode: 500, message: 'Internal server error', cause }),
}

type PgErrorLike = Error & { code?: unknown }

// SQLSTATE → storage error, as supabase/storage's DBError.fromDBError maps them.
export function fromDatabaseError(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  const code = error instanceof Error ? (error as PgErrorLike).code : undefined
  if (typeof code !== 'string') return errors.internal(error)
  switch (code) {
    case '42501':
      return errors.accessDenied(
        (error as Error).message.includes('row-level security')
          ? 'new row violates row-level security policy'
          : (error as Error).message,
      )
    case '23505':
      return errors.resourceAlreadyExists()
    case '23503':
      return errors.relatedResourceNotFound()
    case '57014':
      return errors.databaseTimeout()
    default:
      return errors.databaseError(`database error, code: ${code}`, error)
  }
}

export function sendStorageError(res: ServerResponse, error: StorageError): void {
  if (error.httpStatusCode >= 500) console.error('Supabase Local storage:', error.cause ?? error)
  sendJson(res, error.responseStatus, error.render())
}
