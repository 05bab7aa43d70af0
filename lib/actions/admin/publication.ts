import 'server-only'

import type { FieldErrors } from '@/lib/actions/result'
import { passedAndNew } from '@/lib/validation/time-ahead'

type Publishing = { status: string; publishedAt: string }
type SavedPublishing = { status: string; published_at: string | null }

export const PAST_SCHEDULE = 'Choose a time in the future, or set the status to Published.'

/**
 * When an item goes live, from the editor's status and date. Published means visible now, so a
 * published item dated in the future (a schedule left behind) gets the current time, as bulk
 * Publish gives it; an earlier date is kept, for back-dating.
 */
export function publicationTime({ status, publishedAt }: Publishing, now: Date): string | null {
  if (status !== 'published') return publishedAt || null
  if (publishedAt && Date.parse(publishedAt) <= now.getTime()) return publishedAt
  return now.toISOString()
}

/**
 * A new schedule must lie ahead. The one already saved may have passed (the item is live by
 * now), and saving other changes must not trip over it.
 */
export function pastScheduleProblem(
  { status, publishedAt }: Publishing,
  saved: SavedPublishing | null,
  now: Date,
): FieldErrors | null {
  if (status !== 'scheduled' || !publishedAt) return null
  const kept = saved?.status === 'scheduled' ? saved.published_at : null
  return passedAndNew(publishedAt, kept, now) ? { publishedAt: [PAST_SCHEDULE] } : null
}
