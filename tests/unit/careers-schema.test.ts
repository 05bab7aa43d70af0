import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  COVER_LETTER_MAX,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
  RESUME_SIZE_ERROR,
  RESUME_TYPE_ERROR,
  RESUME_TYPES,
  applicationSchema,
  resumeExtension,
  resumeFileSchema,
  resumeUploadRequestSchema,
} from '@/lib/validation/careers'

const fieldErrors = (result: { error?: z.ZodError }) =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

const fields = {
  fullName: ' Ada Lovelace ',
  email: ' Ada@Example.org ',
  phone: '',
  country: 'United Kingdom',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  portfolioUrl: '',
  coverLetter: ' I would like to tutor. ',
  privacyAccepted: true,
}

describe('résumé files', () => {
  it('takes PDF, DOC and DOCX by extension, whatever the case', () => {
    expect(resumeExtension('cv.PDF')).toBe('pdf')
    expect(resumeExtension('my.cv.docx')).toBe('docx')
    expect(resumeExtension('cv.doc')).toBe('doc')
    expect(resumeExtension('cv.txt')).toBe('')
    expect(resumeExtension('pdf')).toBe('pdf')
    expect(resumeExtension('cv.toString')).toBe('')
    expect(resumeExtension('cv.constructor')).toBe('')
    expect(resumeExtension('cv.__proto__')).toBe('')
    expect(resumeFileSchema.safeParse({ name: 'cv.constructor', size: 10 }).success).toBe(false)
    expect(RESUME_TYPES).toStrictEqual({
      pdf: 'application/pdf',
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    })
    expect(RESUME_ACCEPT).toBe(
      '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
  })

  it('takes files from 1 byte to 5 MB with a name of at most 255 characters', () => {
    expect(RESUME_MAX_BYTES).toBe(5_242_880)
    const file = (name: string, size: number) =>
      fieldErrors(resumeFileSchema.safeParse({ name, size }))
    expect(file('cv.pdf', 5_242_880)).toStrictEqual({})
    expect(file('cv.pdf', 1)).toStrictEqual({})
    expect(file('cv.pdf', 5_242_881)).toStrictEqual({
      size: ['Your résumé must be 5 MB or smaller.'],
    })
    expect(file('cv.pdf', 0)).toStrictEqual({ size: ['That file is empty.'] })
    expect(file('cv.pdf', 1.5)).toStrictEqual({ size: [RESUME_SIZE_ERROR] })
    expect(file('cv.exe', 10)).toStrictEqual({
      name: ['Upload your résumé as a PDF, DOC or DOCX file.'],
    })
    expect(file(`${'a'.repeat(251)}.pdf`, 10)).toStrictEqual({})
    expect(file(`${'a'.repeat(252)}.pdf`, 10)).toStrictEqual({ name: [RESUME_TYPE_ERROR] })
    expect(file('', 10)).toStrictEqual({ name: [RESUME_TYPE_ERROR, RESUME_TYPE_ERROR] })
  })
})

describe('application fields', () => {
  it('accepts a complete application, trimmed, with the email lower-cased', () => {
    expect(applicationSchema.parse({ ...fields, resumeTicket: 't' })).toStrictEqual({
      fullName: 'Ada Lovelace',
      email: 'ada@example.org',
      phone: '',
      country: 'United Kingdom',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      portfolioUrl: '',
      coverLetter: 'I would like to tutor.',
      privacyAccepted: true,
      resumeTicket: 't',
    })
  })

  it('asks for the cover letter, the privacy notice and the résumé in plain words', () => {
    const result = applicationSchema.safeParse({
      ...fields,
      coverLetter: '   ',
      privacyAccepted: false,
      resumeTicket: '',
    })
    expect(fieldErrors(result)).toStrictEqual({
      coverLetter: ['Please write a short cover letter.'],
      privacyAccepted: ['Please confirm that you have read the privacy notice.'],
      resumeTicket: ['Please upload your résumé.'],
    })
    expect(
      fieldErrors(
        applicationSchema.safeParse({ ...fields, coverLetter: 1, privacyAccepted: 'yes' }),
      ),
    ).toStrictEqual({
      coverLetter: ['Please write a short cover letter.'],
      privacyAccepted: ['Please confirm that you have read the privacy notice.'],
      resumeTicket: ['Please upload your résumé.'],
    })
    expect(
      fieldErrors(applicationSchema.safeParse({ ...fields, resumeTicket: 'x'.repeat(1001) })),
    ).toStrictEqual({ resumeTicket: ['Please upload your résumé again.'] })
    expect(applicationSchema.safeParse({ ...fields, resumeTicket: 'x'.repeat(1000) }).success).toBe(
      true,
    )
  })

  it('limits the cover letter to 10,000 characters', () => {
    expect(COVER_LETTER_MAX).toBe(10_000)
    const letter = (coverLetter: string) =>
      fieldErrors(
        resumeUploadRequestSchema.safeParse({
          ...fields,
          coverLetter,
          resume: { name: 'cv.pdf', size: 1 },
        }),
      )
    expect(letter('x'.repeat(10_000))).toStrictEqual({})
    expect(letter('x'.repeat(10_001))).toStrictEqual({
      coverLetter: ['Use at most 10,000 characters.'],
    })
  })

  it('checks the file with the fields before an upload URL is issued', () => {
    expect(
      fieldErrors(
        resumeUploadRequestSchema.safeParse({ ...fields, resume: { name: 'cv.exe', size: 1 } }),
      ),
    ).toStrictEqual({ resume: [RESUME_TYPE_ERROR] })
  })
})
