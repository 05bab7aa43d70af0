import { isTimeZone } from '@/lib/validation/profile'

export type DisplayZone = { timeZone: string; fromProfile: boolean }

/** The zone member pages show times in: the profile's when it is valid here, otherwise UTC. */
export function displayZone(profileZone: string | null | undefined): DisplayZone {
  if (profileZone && isTimeZone(profileZone)) return { timeZone: profileZone, fromProfile: true }
  return { timeZone: 'UTC', fromProfile: false }
}

export function formatDateTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(new Date(iso))
}

export function formatDate(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone }).format(new Date(iso))
}

/**
 * The IANA zones for the profile's select, computed on the server so the list the browser
 * hydrates is the one it rendered. UTC and the saved value are always present.
 */
export function listTimeZones(current?: string | null): string[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'))
  zones.add('UTC')
  if (current && isTimeZone(current)) zones.add(current)
  return [...zones].sort((a, b) => a.localeCompare(b))
}
