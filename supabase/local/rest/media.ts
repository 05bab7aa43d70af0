import { ApiError } from './errors.ts'
import type { Media, PlanMedia, PlanOption } from './context.ts'

const planOptions: readonly PlanOption[] = ['analyze', 'verbose', 'settings', 'buffers', 'wal']

// Accept negotiation for the media types supabase-js asks for (protocol doc A.9). The plan media
// type is only offered when `pgrst.db_plan_enabled` is on; otherwise it is skipped like any
// unknown type, so a lone plan Accept ends in PGRST107 as with PostgREST.
export function negotiateMedia(accept: string | undefined, planEnabled = false): Media {
  if (!accept) return { kind: 'json', stripNulls: false }
  for (const entry of splitEntries(accept)) {
    const { type, params } = parseEntry(entry)
    const plan = planFormat(type)
    if (plan !== undefined) {
      if (!planEnabled) continue
      const inner = decode(params.get('for') ?? 'application/json', params)
      if (inner === undefined || inner.kind === 'openapi') continue
      return { ...inner, plan: { format: plan, options: planOptionsOf(params) } }
    }
    const media = decode(type, params)
    if (media !== undefined) return media
  }
  throw new ApiError(406, 'PGRST107', `None of these media types are available: ${accept}`)
}

function decode(type: string, params: Map<string, string>): Media | undefined {
  const stripNulls = params.get('nulls') === 'stripped'
  if (type === 'application/json' || type === '*/*' || type === 'application/*') {
    return { kind: 'json', stripNulls: false }
  }
  if (type === 'application/vnd.pgrst.array+json') return { kind: 'json', stripNulls }
  if (type === 'application/vnd.pgrst.object+json') return { kind: 'object', stripNulls }
  if (type === 'application/vnd.pgrst.object') return { kind: 'object', stripNulls }
  if (type === 'text/csv') return { kind: 'csv', stripNulls: false }
  if (type === 'application/openapi+json') return { kind: 'openapi', stripNulls: false }
  return undefined
}

function planFormat(type: string): PlanMedia['format'] | undefined {
  if (type === 'application/vnd.pgrst.plan' || type === 'application/vnd.pgrst.plan+text') {
    return 'text'
  }
  return type === 'application/vnd.pgrst.plan+json' ? 'json' : undefined
}

// Options in PostgREST's fixed order, whatever order the header lists them in.
function planOptionsOf(params: Map<string, string>): PlanOption[] {
  const listed = (params.get('options') ?? '').split('|')
  return planOptions.filter((option) => listed.includes(option))
}

// Commas split media ranges except inside a quoted parameter (`for="…"`).
function splitEntries(accept: string): string[] {
  return accept.match(/(?:[^,"]|"[^"]*")+/g) ?? []
}

function parseEntry(entry: string): { type: string; params: Map<string, string> } {
  const [type = '', ...rest] = entry.match(/(?:[^;"]|"[^"]*")+/g) ?? []
  const params = new Map<string, string>()
  for (const param of rest) {
    const at = param.indexOf('=')
    if (at < 0) continue
    const value = param.slice(at + 1).trim()
    params.set(
      param.slice(0, at).trim().toLowerCase(),
      (value.startsWith('"') ? value.slice(1, -1) : value).toLowerCase(),
    )
  }
  return { type: type.trim().toLowerCase(), params }
}

export function contentType(media: Media): string {
  if (media.plan) return `${planMime(media, media.plan)}; charset=utf-8`
  return `${mime(media)}; charset=utf-8`
}

function mime(media: Media): string {
  if (media.kind === 'object') {
    return `application/vnd.pgrst.object+json${media.stripNulls ? '; nulls=stripped' : ''}`
  }
  if (media.kind === 'csv') return 'text/csv'
  if (media.kind === 'openapi') return 'application/openapi+json'
  return 'application/json'
}

// PostgREST names the plan's media type with the representation it was made for.
function planMime(media: Media, plan: PlanMedia): string {
  const options = plan.options.length > 0 ? `; options=${plan.options.join('|')}` : ''
  return `application/vnd.pgrst.plan+${plan.format}; for="${mime(media)}"${options}`
}
