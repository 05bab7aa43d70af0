import { z } from 'zod'

/** The events the site records; anything else is refused. */
export const ANALYTICS_EVENTS = [
  'page_view',
  'lead_submitted',
  'promotion_click',
  'quiz_completed',
  'application_sent',
  'contact_sent',
  'order_requested',
] as const

export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]

export const ANALYTICS_MAX_BODY = 2048

const sitePath = z
  .string()
  .max(512)
  .regex(/^\/(?!\/)[^?#\s]*$/, 'Paths only, without a query string.')

/**
 * One beacon. `consent` must say analytics: the client sends it only with that consent, and a
 * request without it is refused rather than trusted. Properties are a few short flat values,
 * never personal data.
 */
export const analyticsEventSchema = z.strictObject({
  consent: z.literal('analytics'),
  name: z.enum(ANALYTICS_EVENTS),
  path: sitePath,
  referrer: sitePath.nullable().optional(),
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  properties: z
    .record(
      z.string().regex(/^[a-z][a-z0-9_]{0,31}$/),
      z.union([z.string().max(100), z.number().finite(), z.boolean()]),
    )
    .refine((value) => Object.keys(value).length <= 8, 'At most 8 properties.')
    .optional(),
})

export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
