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

/** A time in the zone it was entered in, naming the zone; one this runtime does not know reads as UTC. */
export function formatInNamedZone(iso: string, zone: string): string {
  const known = isTimeZone(zone) ? zone : 'UTC'
  return `${formatDateTime(iso, known)} (${known})`
}

export type DeadlineText = { entered: string; reader: string | null }

/** A deadline as its author entered it, and in the reader's zone when that is another one. */
export function formatDeadline(iso: string, enteredZone: string, readerZone: string): DeadlineText {
  const entered = formatInNamedZone(iso, enteredZone)
  const reader = formatInNamedZone(iso, readerZone)
  return { entered, reader: reader === entered ? null : reader }
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
