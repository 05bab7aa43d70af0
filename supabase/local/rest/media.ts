import { ApiError } from './errors.ts'
import type { Media } from './context.ts'

// Accept negotiation for the media types supabase-js asks for (protocol doc A.9).
export function negotiateMedia(accept: string | undefined): Media {
  if (!accept) return { kind: 'json', stripNulls: false }
  for (const entry of accept.split(',')) {
    const [type = '', ...params] = entry.split(';').map((s) => s.trim().toLowerCase())
    const stripNulls = params.includes('nulls=stripped')
    if (type === 'application/json' || type === '*/*' || type === 'application/*') {
      return { kind: 'json', stripNulls: false }
    }
    if (type === 'application/vnd.pgrst.array+json') return { kind: 'json', stripNulls }
    if (type === 'application/vnd.pgrst.object+json') return { kind: 'object', stripNulls }
    if (type === 'application/vnd.pgrst.object') return { kind: 'object', stripNulls }
    if (type === 'text/csv') return { kind: 'csv', stripNulls: false }
    if (type === 'application/openapi+json') return { kind: 'openapi', stripNulls: false }
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

export function contentType(media: Media): string {
  if (media.kind === 'object') {
    return `application/vnd.pgrst.object+json${media.stripNulls ? '; nulls=stripped' : ''}; charset=utf-8`
  }
  if (media.kind === 'csv') return 'text/csv; charset=utf-8'
  if (media.kind === 'openapi') return 'application/openapi+json; charset=utf-8'
  return 'application/json; charset=utf-8'
}
