import { z } from 'zod'

import { emailField, nameField, optionalText, optionalWebUrl } from '@/lib/validation/fields'

export const COVER_LETTER_MAX = 10_000
export const RESUME_MAX_BYTES = 5 * 1024 * 1024

/** The résumé types the resumes bucket takes, by the extension its stored name gets. */
export const RESUME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const

export type ResumeExtension = keyof typeof RESUME_TYPES

export const RESUME_ACCEPT = '.pdf,.doc,.docx,' + Object.values(RESUME_TYPES).join(',')

export const RESUME_TYPE_ERROR = 'Upload your résumé as a PDF, DOC or DOCX file.'
export const RESUME_SIZE_ERROR = 'Your résumé must be 5 MB or smaller.'

/**
 * The extension of a file name when it is one of ours ('' otherwise). An own-property check:
 * `in` would also accept names inherited from Object.prototype, such as 'cv.constructor'.
 */
export function resumeExtension(fileName: string): ResumeExtension | '' {
  const extension = fileName.toLowerCase().split('.').pop() ?? ''
  return Object.hasOwn(RESUME_TYPES, extension) ? (extension as ResumeExtension) : ''
}

/** What the form fills in; the server parses the same schema. */
export const applicationFieldsSchema = z.object({
  fullName: nameField,
  email: emailField,
  phone: optionalText(50),
  country: optionalText(100),
  linkedinUrl: optionalWebUrl,
  portfolioUrl: optionalWebUrl,
  coverLetter: z
    .string({ error: 'Please write a short cover letter.' })
    .trim()
    .min(1, 'Please write a short cover letter.')
    .max(COVER_LETTER_MAX, `Use at most ${COVER_LETTER_MAX.toLocaleString('en-US')} characters.`),
  privacyAccepted: z
    .boolean({ error: 'Please confirm that you have read the privacy notice.' })
    .refine((accepted) => accepted, 'Please confirm that you have read the privacy notice.'),
})

export type ApplicationFields = z.input<typeof applicationFieldsSchema>

/** The file the applicant chose, described before it is uploaded. */
export const resumeFileSchema = z
  .object({
    name: z
      .string({ error: RESUME_TYPE_ERROR })
      .min(1, RESUME_TYPE_ERROR)
      .max(255, RESUME_TYPE_ERROR),
    size: z
      .number({ error: RESUME_SIZE_ERROR })
      .int(RESUME_SIZE_ERROR)
      .min(1, 'That file is empty.')
      .max(RESUME_MAX_BYTES, RESUME_SIZE_ERROR),
  })
  .refine((file) => resumeExtension(file.name) !== '', {
    message: RESUME_TYPE_ERROR,
    path: ['name'],
  })

/** Asking for an upload URL: the fields are checked first, so nothing is uploaded in vain. */
export const resumeUploadRequestSchema = applicationFieldsSchema.extend({
  resume: resumeFileSchema,
})

/** The application itself, with the ticket the upload URL came with. */
export const applicationSchema = applicationFieldsSchema.extend({
  resumeTicket: z
    .string({ error: 'Please upload your résumé.' })
    .min(1, 'Please upload your résumé.')
    .max(1000, 'Please upload your résumé again.'),
})
