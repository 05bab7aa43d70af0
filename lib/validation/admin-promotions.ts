import { z } from 'zod'

import { isTimeZone, isWallClockTime, zonedTimeToDate } from '@/lib/format/zoned-time'
import { expectedVersion } from '@/lib/validation/admin/common'
import { whenText } from '@/lib/validation/fields'

export const PROMOTION_STATUSES = ['draft', 'active', 'paused', 'ended'] as const
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number]

/** A same-site path ('/services') or an http(s) address; nothing that runs code. */
const ctaUrl = z
  .string()
  .trim()
  .min(1, 'Enter where the button leads, e.g. /services.')
  .max(2048, 'That address is too long.')
  .refine((value) => {
    if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\')
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      return false
    }
  }, 'Use a path on this site (/services) or a full http(s) address.')

/** The promotion editor: start and end are wall-clock times in the admin's time zone. */
export const promotionSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Enter a name; the home page shows the active one named "offer".')
    .max(100, 'Keep the name under 100 characters.'),
  status: z.enum(PROMOTION_STATUSES, 'Choose a status.'),
  headline: z
    .string()
    .trim()
    .min(1, 'Enter a headline.')
    .max(200, 'Keep the headline under 200 characters.'),
  subtext: z.string().trim().max(500, 'Keep the subtext under 500 characters.'),
  cta_label: z
    .string()
    .trim()
    .min(1, 'Enter the button text.')
    .max(60, 'Keep the button text under 60 characters.'),
  cta_url: ctaUrl,
  /** Optional: '' (or missing) shows the promotion as soon as it is active. */
  start_at: z
    .string()
    .optional()
    .refine(
      (value) => !value || isWallClockTime(value),
      'Enter the date and time the promotion starts, or leave it empty.',
    ),
  end_at: z.string().refine(isWallClockTime, 'Enter the date and time the promotion ends.'),
  timeZone: z.string().max(64).refine(isTimeZone, 'Unknown time zone.'),
})

/** An active promotion that has already ended would never show: refused with the reason. */
const endsInFuture = {
  path: ['end_at'],
  message: 'An active promotion must end in the future.',
  when: whenText('status', 'end_at', 'timeZone'),
}
const stillRunning = (value: { status: string; end_at: string; timeZone: string }) => {
  if (value.status !== 'active') return true
  const end = zonedTimeToDate(value.end_at, value.timeZone)
  return !end || end.getTime() > Date.now()
}

/** A start at or after the end would never show (the table's check refuses it too). */
const endsAfterStart = {
  path: ['end_at'],
  message: 'The promotion must end after it starts.',
  when: whenText('end_at', 'timeZone'),
}
const startsBeforeEnd = (value: { start_at?: unknown; end_at: string; timeZone: string }) => {
  if (typeof value.start_at !== 'string' || !value.start_at) return true
  const start = zonedTimeToDate(value.start_at, value.timeZone)
  const end = zonedTimeToDate(value.end_at, value.timeZone)
  return !start || !end || end.getTime() > start.getTime()
}

export type PromotionInput = z.input<typeof promotionSchema>

/** The editor's form: every rule that does not depend on the clock. */
export const promotionFormSchema = promotionSchema.refine(startsBeforeEnd, endsAfterStart)

export const createPromotionSchema = promotionFormSchema.refine(stillRunning, endsInFuture)

export const updatePromotionSchema = promotionSchema
  .extend({
    id: z.uuid(),
    /** The version the editor loaded; a newer one means someone else saved meanwhile. */
    updated_at: expectedVersion,
  })
  .refine(startsBeforeEnd, endsAfterStart)
  .refine(stillRunning, endsInFuture)

export const promotionIdSchema = z.object({ id: z.uuid() })

/** The row's columns for an insert or update: start (or null) and end as UTC instants. */
export function promotionValues(input: z.output<typeof promotionSchema>) {
  const endAt = zonedTimeToDate(input.end_at, input.timeZone)
  if (!endAt) throw new Error('The end time was validated but names no instant.')
  const startAt = input.start_at ? zonedTimeToDate(input.start_at, input.timeZone) : undefined
  if (startAt === null) throw new Error('The start time was validated but names no instant.')
  return {
    name: input.name,
    status: input.status,
    headline: input.headline,
    subtext: input.subtext,
    cta_label: input.cta_label,
    cta_url: input.cta_url,
    start_at: startAt?.toISOString() ?? null,
    end_at: endAt.toISOString(),
  }
}
