import { errors } from './errors.ts'

// supabase/config.toml [storage] file_size_limit: the ceiling for every bucket.
export const defaultFileSizeLimit = 50 * 1024 * 1024

// S3-safe characters only, as supabase/storage's limits.ts allows them.
const keyPattern = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/
const bucketPattern = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/

export function mustBeValidKey(key: string | undefined): asserts key is string {
  if (!key || !keyPattern.test(key)) throw errors.invalidKey(key ?? '')
}

export function mustBeValidBucketName(name: unknown): asserts name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 100) {
    throw errors.invalidBucketName()
  }
  if (!bucketPattern.test(name)) throw errors.invalidBucketName()
}

export function isUuid(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value)
}

// Bucket file_size_limit in requests: bytes, or a decimal size such as "20GB", "20MB", "30KB", "3B".
export function parseFileSizeLimit(value: unknown, ceiling: number): number | null | undefined {
  if (value === undefined) return undefined
  if (value === null) return null
  let bytes: number
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0) throw errors.invalidFileSizeLimit()
    bytes = value
  } else if (typeof value === 'string') {
    const match = /^([0-9]+(?:\.[0-9]+)?)(gb|mb|kb|b)$/i.exec(value)
    if (!match) throw errors.invalidFileSizeLimit()
    const amount = Number(Number.parseFloat(match[1] ?? '0').toPrecision(3))
    const unit = (match[2] ?? 'b').toLowerCase()
    bytes = amount * (unit === 'gb' ? 1e9 : unit === 'mb' ? 1e6 : unit === 'kb' ? 1e3 : 1)
  } else {
    throw errors.invalidFileSizeLimit()
  }
  if (bytes > ceiling) throw errors.entityTooLarge()
  return bytes
}

export function validateBucketMimeTypes(value: unknown): string[] | null | undefined {
  if (value === undefined || value === null) return value
  if (!Array.isArray(value)) throw errors.invalidRequest('allowed_mime_types must be an array')
  const types = value.filter((type): type is string => typeof type === 'string' && type !== '')
  for (const type of types) {
    const valid =
      type.length <= 1000 &&
      /^([a-zA-Z0-9\-+.]+)\/([a-zA-Z0-9\-+.]+)(;\s*charset=[a-zA-Z0-9-]+)?$|\*$/.test(type)
    if (!valid) throw errors.invalidMimeType(type)
  }
  return types
}

// A bucket's allowed_mime_types entry matches exactly or by wildcard subtype (`image/*`);
// parameters such as `;charset=UTF-8` are ignored on both sides.
export function mustBeAllowedMimeType(mimeType: string, allowed: string[] | null): void {
  if (!allowed || allowed.length === 0) return
  const [type, subtype] = essence(mimeType)
  if (!type || !subtype) throw errors.invalidMimeType(mimeType)
  for (const entry of allowed) {
    const [allowedType, allowedSubtype] = essence(entry)
    if (allowedType === '*' || (allowedType === type && allowedSubtype === '*')) return
    if (allowedType === type && allowedSubtype === subtype) return
  }
  throw errors.invalidMimeType(mimeType)
}

function essence(mimeType: string): [string | undefined, string | undefined] {
  const base = (mimeType.split(';')[0] ?? '').trim().toLowerCase()
  const [type, subtype] = base.split('/')
  return [type, subtype]
}

// `.emptyFolderPlaceholder` objects (the dashboard's empty folders) are limited to 0 bytes.
export function isEmptyFolder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder')
}
