import { ApiError } from '../errors.ts'

export type Preferences = {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  timezone?: string
  handling?: 'strict' | 'lenient'
  // `max-affected=N`, enforced with handling=strict (PostgREST 13).
  maxAffected?: number
  applied: string[]
}

const allowed: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
}

// supabase-js joins preferences with ", " in one header (protocol doc A.2); unknown ones are
// ignored as with PostgREST's default handling=lenient.
export function parsePrefer(header: string | undefined): Preferences {
  const prefs: Preferences = { applied: [] }
  if (!header) return prefs
  for (const part of header.split(',')) {
    const [rawName, ...rest] = part.trim().split('=')
    const name = rawName?.trim() ?? ''
    const value = rest.join('=').trim()
    if (name === 'timezone' && value) {
      prefs.timezone = value
      prefs.applied.push(`timezone=${value}`)
      continue
    }
    if (name === 'max-affected' && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value)
      prefs.applied.push(`max-affected=${value}`)
      continue
    }
    if (!allowed[name]?.includes(value)) continue
    ;(prefs as Record<string, unknown>)[name] = value
    prefs.applied.push(`${name}=${value}`)
  }
  return prefs
}

// PGRST124: with handling=strict, a write or call touching more rows than max-affected fails
// (and is rolled back).
export function checkMaxAffected(prefs: Preferences, rows: number): void {
  if (prefs.handling !== 'strict' || prefs.maxAffected === undefined) return
  if (rows <= prefs.maxAffected) return
  throw new ApiError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${rows} rows`,
  )
}

// Prefer: tx=rollback only applies when the database allows it (pgrst.db_tx_end set to
// commit-allow-override or rollback-allow-override); the database's setting decides otherwise.
export function rollsBack(prefs: Preferences, txEnd: string | undefined): boolean {
  const end = txEnd ?? 'commit'
  if (end.endsWith('-allow-override') && prefs.tx) return prefs.tx === 'rollback'
  return end.startsWith('rollback')
}
