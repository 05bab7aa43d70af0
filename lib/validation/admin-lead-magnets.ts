import { z } from 'zod'

import { expectedVersion } from '@/lib/validation/admin/common'

/** The lead-magnets bucket's own limit (storage migration): 25 MiB, PDF only. */
export const LEAD_MAGNET_MAX_BYTES = 26_214_400

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** A path this app chose in the lead-magnets bucket: '<uuid>/<name>.pdf' or a seeded '<name>.pdf'. */
const filePath = z
  .string()
  .regex(/^([0-9a-f-]{36}\/)?[a-z0-9][a-z0-9-]{0,99}\.pdf$/, 'Upload the PDF again.')

export const leadMagnetSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(200, 'Keep the title under 200 characters.'),
  slug: z
    .string()
    .trim()
    .min(1, 'Enter a slug.')
    .regex(SLUG, 'Use lower-case letters, digits and single hyphens, e.g. study-success-guide.')
    .max(100, 'Keep the slug under 100 characters.'),
  description: z.string().trim().max(2000, 'Keep the description under 2,000 characters.'),
  email_subject: z.string().trim().max(200, 'Keep the subject under 200 characters.'),
  email_body: z.string().trim().max(10_000, 'Keep the email under 10,000 characters.'),
  is_active: z.boolean(),
  file_path: filePath.nullable(),
})

export type LeadMagnetInput = z.input<typeof leadMagnetSchema>

export const updateLeadMagnetSchema = leadMagnetSchema.extend({
  id: z.uuid(),
  updated_at: expectedVersion,
})

export const leadMagnetIdSchema = z.object({ id: z.uuid() })

/** One lead in the leads list, for its row actions (unsubscribe, delete). */
export const leadIdSchema = z.object({ id: z.uuid('Choose a lead.') })

/** What the browser says about the file before uploading it; the bytes are checked after. */
export const leadMagnetUploadSchema = z.object({
  name: z
    .string()
    .max(255)
    .regex(/\.pdf$/i, 'Choose a PDF file.'),
  size: z
    .number()
    .int()
    .positive('The file is empty.')
    .max(LEAD_MAGNET_MAX_BYTES, 'The PDF must be 25 MB or smaller.'),
})

/** A storage-safe file name from the uploaded one: lower case, hyphens, '.pdf'. */
export function pdfFileName(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
  return `${base || 'guide'}.pdf`
}
