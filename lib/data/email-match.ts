/**
 * An ilike pattern for this address, for a PostgREST `ilike` filter: `\`, `%` and `_` are escaped
 * so they match only themselves. PostgREST turns every `*` into `%` and has no escape for it, so a
 * `*` (allowed in addresses by Supabase Auth) becomes the one-character wildcard `_`: the pattern
 * may then also match a neighbour, and callers keep only rows for which `sameEmail` holds.
 */
export function exactIlike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`).replaceAll('*', '_')
}

/** The comparison `exactIlike` stands for: the same address, ignoring case. */
export function sameEmail(stored: string | null | undefined, email: string): boolean {
  return typeof stored === 'string' && stored.toLowerCase() === email.toLowerCase()
}
