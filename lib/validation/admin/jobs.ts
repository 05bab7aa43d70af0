import { z } from 'zod'

import { expectedVersion, requiredLine, slugField } from '@/lib/validation/admin/common'
import { passedAndNew } from '@/lib/validation/time-ahead'

export const JOB_STATUSES = ['draft', 'open', 'closed'] as const
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'freelance',
  'internship',
] as const
export const APPLICATION_STATUSES = [
  'new',
  'reviewing',
  'shortlisted',
  'rejected',
  'hired',
] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
export const TEMPLATE_KEYS = ['application_shortlisted', 'application_rejected'] as const
export type TemplateKey = (typeof TEMPLATE_KEYS)[number]

const optionalLine = (max: number) => z.string().trim().max(max, `Use at most ${max} characters.`)

/** A textarea with one item per line (requirements, benefits); blank lines are dropped. */
const lines = z
  .string()
  .max(5000, 'Use at most 5000 characters.')
  .transform((text) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .join('\n'),
  )

const jobFields = z.object({
  title: requiredLine('a title'),
  slug: slugField,
  department: optionalLine(100),
  location: requiredLine('a location', 100),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  isRemote: z.boolean(),
  summary: optionalLine(500),
  description: optionalLine(20000),
  requirements: lines,
  benefits: lines,
  salaryRange: optionalLine(100),
  status: z.enum(JOB_STATUSES),
  // A datetime-local value in the admin's time zone is converted to ISO in the browser.
  closesAt: z.union([z.iso.datetime({ offset: true }), z.literal('')]),
})

export const createJobSchema = jobFields

/** What the closing-time field says when an open job would already be closed. */
export const CLOSES_IN_THE_PAST =
  'An open job cannot close in the past. Choose a later time, or leave it empty.'

/**
 * Whether saving `next` over `before` (null: a new job) would leave an open job with a closing
 * time already passed. Only a job being opened, or an open job whose closing time changed, is
 * held to it: an unchanged time that has since passed, or a closed job's, is kept as it is.
 */
export function closesInThePast(
  next: { status: string; closesAt: string },
  before: { status: string; closes_at: string | null } | null,
  now: Date = new Date(),
): boolean {
  if (next.status !== 'open' || !next.closesAt) return false
  return passedAndNew(next.closesAt, before?.status === 'open' ? before.closes_at : null, now)
}
export const saveJobSchema = jobFields.extend({ id: z.uuid(), updatedAt: expectedVersion })
export type SaveJobInput = z.input<typeof saveJobSchema>

/** Open or close a job from its list or editor in one click. */
export const setJobStatusSchema = z.object({
  id: z.uuid(),
  status: z.enum(JOB_STATUSES),
})

/**
 * Deleting a job. `applications` is how many its confirmation named: when more would go (sent
 * while the admin was deciding), the delete is refused rather than take unnamed ones.
 */
export const deleteJobSchema = z.object({
  id: z.uuid(),
  applications: z.number().int().min(0).optional(),
})

export const updateApplicationSchema = z.object({
  id: z.uuid(),
  updatedAt: expectedVersion,
  status: z.enum(APPLICATION_STATUSES),
  adminNotes: optionalLine(5000),
  /** Send the status's templated email (shortlisted or rejected only). */
  notify: z.boolean(),
})
export type UpdateApplicationInput = z.input<typeof updateApplicationSchema>

export const saveEmailTemplateSchema = z.object({
  key: z.enum(TEMPLATE_KEYS),
  updatedAt: expectedVersion,
  subject: requiredLine('a subject'),
  body: requiredLine('the message', 10000),
})
