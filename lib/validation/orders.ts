import { z } from 'zod'

import { isTimeZone, isWallClockTime, zonedTimeToDate } from '@/lib/format/zoned-time'
import { whenText } from '@/lib/validation/fields'

export const ACADEMIC_LEVEL_LABELS = {
  high_school: 'High school or college preparation',
  undergraduate: 'Undergraduate',
  masters: "Master's",
  phd: 'PhD or doctorate',
  professional: 'Professional qualification',
} as const

export const BRIEF_MAX = 20_000

/** The furthest deadline an order may name: two years ahead, past any real course's end. */
const DEADLINE_MAX_DAYS = 730

type Level = keyof typeof ACADEMIC_LEVEL_LABELS
const levels = Object.keys(ACADEMIC_LEVEL_LABELS) as [Level, ...Level[]]

/** The order request form and the action that stores it parse with this one schema. */
export const orderRequestSchema = z
  .object({
    serviceSlug: z
      .string()
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Choose a service.')
      .max(100),
    subject: z
      .string()
      .trim()
      .min(2, 'Enter the subject or module, e.g. "Introductory statistics".')
      .max(200, 'Keep the subject under 200 characters.'),
    academicLevel: z.enum(levels, 'Choose your academic level.'),
    deadline: z.string().refine(isWallClockTime, 'Enter the date and time you need help by.'),
    timeZone: z.string().max(64).refine(isTimeZone, 'Choose a valid time zone.'),
    brief: z
      .string()
      .trim()
      .min(20, 'Tell us a little more (at least 20 characters).')
      .max(BRIEF_MAX, `Keep the brief under ${BRIEF_MAX.toLocaleString('en-US')} characters.`),
    integrityAcknowledged: z.literal(true, 'Please confirm the academic integrity statement.'),
    idempotencyKey: z.uuid(),
  })
  .refine(
    (value) => {
      const deadline = zonedTimeToDate(value.deadline, value.timeZone)
      return !deadline || deadline.getTime() > Date.now()
    },
    // Checked even when other fields are wrong, so every mistake shows at once.
    {
      path: ['deadline'],
      message: 'The deadline must be in the future.',
      when: whenText('deadline', 'timeZone'),
    },
  )
  .refine(
    (value) => {
      const deadline = zonedTimeToDate(value.deadline, value.timeZone)
      return !deadline || deadline.getTime() <= Date.now() + DEADLINE_MAX_DAYS * 86_400_000
    },
    {
      path: ['deadline'],
      message: 'Choose a deadline within the next two years.',
      when: whenText('deadline', 'timeZone'),
    },
  )

export type OrderRequestInput = z.input<typeof orderRequestSchema>

export const cancelOrderSchema = z.object({ orderId: z.uuid() })
