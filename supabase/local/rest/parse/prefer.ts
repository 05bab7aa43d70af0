export type Preferences = {
  return?: 'minimal' | 'representation' | 'headers-only'
  count?: 'exact' | 'planned' | 'estimated'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missing?: 'default' | 'null'
  tx?: 'commit' | 'rollback'
  timezone?: string
  applied: string[]
}

const allowed: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
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
    if (!allowed[name]?.includes(value)) continue
    ;(prefs as Record<string, unknown>)[name] = value
    prefs.applied.push(`${name}=${value}`)
  }
  return prefs
}
