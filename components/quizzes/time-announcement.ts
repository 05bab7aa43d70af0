import { countOf } from '@/lib/format/labels'

/**
 * Seconds left at which a timed quiz tells screen-reader users how long remains. The visible
 * clock ticks every second; spoken every second it would drown out the questions.
 */
export const TIME_MILESTONES = [300, 120, 60, 30, 10] as const

export const TIME_UP = 'Time is up. Submitting your answers.'

const phrase = (seconds: number) =>
  seconds >= 60 ? `${countOf(seconds / 60, 'minute')} left` : `${countOf(seconds, 'second')} left`

/**
 * What the quiz's polite live region holds with `remaining` of `limitSeconds` left: the last
 * milestone reached, so its text changes, and is spoken, only at a milestone. A milestone the
 * quiz starts at or below is skipped: the intro has already said how long the quiz lasts. A tab
 * woken from sleep past several milestones says only the latest.
 */
export function timeAnnouncement(remaining: number, limitSeconds: number): string {
  if (remaining <= 0) return TIME_UP
  let latest = ''
  for (const milestone of TIME_MILESTONES) {
    if (milestone < limitSeconds && remaining <= milestone) latest = phrase(milestone)
  }
  return latest
}
