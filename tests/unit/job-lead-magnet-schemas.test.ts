import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import {
  LEAD_MAGNET_MAX_BYTES,
  leadMagnetIdSchema,
  leadMagnetSchema,
  leadMagnetUploadSchema,
  pdfFileName,
  updateLeadMagnetSchema,
} from '@/lib/validation/admin-lead-magnets'
import {
  APPLICATION_STATUSES,
  EMPLOYMENT_TYPES,
  JOB_STATUSES,
  TEMPLATE_KEYS,
  closesInThePast,
  createJobSchema,
  saveEmailTemplateSchema,
  saveJobSchema,
  setJobStatusSchema,
  updateApplicationSchema,
} from '@/lib/validation/admin/jobs'

const id = '00000000-0000-4000-8000-000000000001'
const version = '2026-01-01T00:00:00Z'
const fieldErrors = (result: { error?: z.ZodError }): Record<string, string[] | undefined> =>
  result.error ? z.flattenError(result.error).fieldErrors : {}

describe('job schemas', () => {
  const job = {
    title: 'Maths tutor',
    slug: 'maths-tutor',
    department: '',
    location: 'Leeds',
    employmentType: 'part_time',
    isRemote: false,
    summary: '',
    description: '',
    requirements: ' A degree \n\n  Patience  \n',
    benefits: '',
    salaryRange: '',
    status: 'open',
    closesAt: '',
  }
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(createJobSchema.safeParse({ ...job, ...changes }))

  it('names the statuses, types and templates', () => {
    expect(JOB_STATUSES).toEqual(['draft', 'open', 'closed'])
    expect(EMPLOYMENT_TYPES).toEqual([
      'full_time',
      'part_time',
      'contract',
      'freelance',
      'internship',
    ])
    expect(APPLICATION_STATUSES).toEqual(['new', 'reviewing', 'shortlisted', 'rejected', 'hired'])
    expect(TEMPLATE_KEYS).toEqual(['application_shortlisted', 'application_rejected'])
  })

  it('keeps one requirement per line, blank lines dropped', () => {
    expect(createJobSchema.parse(job).requirements).toBe('A degree\nPatience')
    expect(errors({ requirements: 'x'.repeat(5001) })).toStrictEqual({
      requirements: ['Use at most 5000 characters.'],
    })
    expect(errors({ benefits: 'x'.repeat(5000) })).toStrictEqual({})
  })

  it('takes a closing time with an offset, or none', () => {
    expect(errors({ closesAt: '2026-02-01T17:00:00+00:00' })).toStrictEqual({})
    expect(errors({ closesAt: '2026-02-01T17:00' }).closesAt).toHaveLength(1)
  })

  it('refuses an open job closing in the past only when it is opened or its closing time changes', () => {
    const now = new Date('2026-12-07T12:00:00Z')
    const past = '2026-12-01T17:00:00.000Z'
    const future = '2026-12-31T17:00:00.000Z'
    const stored = (status: string, closes_at: string | null) => ({ status, closes_at })
    const refused = (
      next: { status: string; closesAt: string },
      before: { status: string; closes_at: string | null } | null,
    ) => closesInThePast(next, before, now)

    // A new job opened at once, a draft or closed job being opened, an open job's time changed.
    expect(refused({ status: 'open', closesAt: past }, null)).toBe(true)
    expect(refused({ status: 'open', closesAt: now.toISOString() }, null)).toBe(true)
    expect(refused({ status: 'open', closesAt: past }, stored('draft', past))).toBe(true)
    expect(refused({ status: 'open', closesAt: past }, stored('closed', past))).toBe(true)
    expect(refused({ status: 'open', closesAt: past }, stored('open', future))).toBe(true)
    expect(refused({ status: 'open', closesAt: past }, stored('open', null))).toBe(true)

    // The same instant written another way is no change: an open job keeps a time that has passed.
    expect(
      refused({ status: 'open', closesAt: past }, stored('open', '2026-12-01T17:00:00+00:00')),
    ).toBe(false)
    expect(refused({ status: 'closed', closesAt: past }, stored('closed', past))).toBe(false)
    expect(refused({ status: 'closed', closesAt: past }, stored('open', future))).toBe(false)
    expect(refused({ status: 'draft', closesAt: past }, null)).toBe(false)
    expect(refused({ status: 'open', closesAt: future }, stored('closed', past))).toBe(false)
    expect(refused({ status: 'open', closesAt: '' }, stored('closed', past))).toBe(false)
  })

  it('words the limits of each line', () => {
    expect(
      errors({
        title: ' ',
        location: 'x'.repeat(101),
        department: 'x'.repeat(101),
        summary: 'x'.repeat(501),
        salaryRange: 'x'.repeat(101),
        description: 'x'.repeat(20001),
      }),
    ).toStrictEqual({
      title: ['Enter a title.'],
      location: ['Use at most 100 characters.'],
      department: ['Use at most 100 characters.'],
      summary: ['Use at most 500 characters.'],
      description: ['Use at most 20000 characters.'],
      salaryRange: ['Use at most 100 characters.'],
    })
    expect(
      errors({
        location: 'x'.repeat(100),
        department: 'x'.repeat(100),
        summary: 'x'.repeat(500),
        description: 'x'.repeat(20000),
      }),
    ).toStrictEqual({})
  })

  it('saves with the id and version the editor loaded', () => {
    expect(saveJobSchema.safeParse({ ...job, id, updatedAt: version }).success).toBe(true)
    expect(fieldErrors(saveJobSchema.safeParse({ ...job, id, updatedAt: '' }))).toStrictEqual({
      updatedAt: ['Reload the page and try again.'],
    })
    expect(setJobStatusSchema.safeParse({ id, status: 'closed' }).success).toBe(true)
    expect(setJobStatusSchema.safeParse({ id, status: 'archived' }).success).toBe(false)
  })

  it('updates an application with notes of up to 5000 characters', () => {
    const update = (adminNotes: string) =>
      fieldErrors(
        updateApplicationSchema.safeParse({
          id,
          updatedAt: version,
          status: 'shortlisted',
          adminNotes,
          notify: true,
        }),
      )
    expect(update('x'.repeat(5000))).toStrictEqual({})
    expect(update('x'.repeat(5001))).toStrictEqual({ adminNotes: ['Use at most 5000 characters.'] })
  })

  it('saves an email template with a subject and a message', () => {
    const template = (subject: string, body: string) =>
      fieldErrors(
        saveEmailTemplateSchema.safeParse({
          key: 'application_rejected',
          updatedAt: version,
          subject,
          body,
        }),
      )
    expect(template('Hello', 'x'.repeat(10000))).toStrictEqual({})
    expect(template(' ', 'x'.repeat(10001))).toStrictEqual({
      subject: ['Enter a subject.'],
      body: ['Use at most 10000 characters.'],
    })
  })
})

describe('lead magnet schemas', () => {
  const magnet = {
    title: 'Study guide',
    slug: 'study-success-guide',
    description: '',
    email_subject: '',
    email_body: '',
    is_active: true,
    file_path: '0a1b2c3d-0000-4000-8000-000000000001/study-guide.pdf',
  }
  const errors = (changes: Record<string, unknown>) =>
    fieldErrors(leadMagnetSchema.safeParse({ ...magnet, ...changes }))

  it('takes a file path this app chose, or none', () => {
    expect(errors({})).toStrictEqual({})
    expect(errors({ file_path: 'study-guide.pdf' })).toStrictEqual({})
    expect(errors({ file_path: null })).toStrictEqual({})
    expect(errors({ file_path: `${'a'.repeat(100)}.pdf` })).toStrictEqual({})
    for (const file_path of [
      `${'a'.repeat(101)}.pdf`,
      '../secret.pdf',
      'x/study-guide.pdf',
      '-guide.pdf',
      'guide.PDF',
      'guide.pdf.exe',
      'xguide.pdfx',
    ]) {
      expect(errors({ file_path })).toStrictEqual({ file_path: ['Upload the PDF again.'] })
    }
  })

  it('words every limit', () => {
    expect(
      errors({
        title: ' ',
        slug: 'Study Guide',
        description: 'x'.repeat(2001),
        email_subject: 'x'.repeat(201),
        email_body: 'x'.repeat(10_001),
      }),
    ).toStrictEqual({
      title: ['Enter a title.'],
      slug: ['Use lower-case letters, digits and single hyphens, e.g. study-success-guide.'],
      description: ['Keep the description under 2,000 characters.'],
      email_subject: ['Keep the subject under 200 characters.'],
      email_body: ['Keep the email under 10,000 characters.'],
    })
    expect(errors({ title: 'x'.repeat(201), slug: 'a'.repeat(101) })).toStrictEqual({
      title: ['Keep the title under 200 characters.'],
      slug: ['Keep the slug under 100 characters.'],
    })
    expect(
      errors({
        title: 'x'.repeat(200),
        slug: 'a'.repeat(100),
        description: 'x'.repeat(2000),
        email_subject: 'x'.repeat(200),
        email_body: 'x'.repeat(10_000),
      }),
    ).toStrictEqual({})
  })

  it('updates with the id and version', () => {
    expect(updateLeadMagnetSchema.safeParse({ ...magnet, id, updated_at: version }).success).toBe(
      true,
    )
    expect(updateLeadMagnetSchema.safeParse({ ...magnet, id, updated_at: 'x' }).success).toBe(false)
    expect(leadMagnetIdSchema.safeParse({ id }).success).toBe(true)
    expect(leadMagnetIdSchema.safeParse({ id: 'x' }).success).toBe(false)
  })

  it('takes a PDF of up to 25 MiB before upload', () => {
    expect(LEAD_MAGNET_MAX_BYTES).toBe(25 * 1024 * 1024)
    const upload = (name: string, size: number) =>
      fieldErrors(leadMagnetUploadSchema.safeParse({ name, size }))
    expect(upload('Guide.PDF', LEAD_MAGNET_MAX_BYTES)).toStrictEqual({})
    expect(upload('guide.pdf', LEAD_MAGNET_MAX_BYTES + 1)).toStrictEqual({
      size: ['The PDF must be 25 MB or smaller.'],
    })
    expect(upload('guide.pdf', 0)).toStrictEqual({ size: ['The file is empty.'] })
    expect(upload('guide.pdf.exe', 1)).toStrictEqual({ name: ['Choose a PDF file.'] })
    expect(upload(`${'a'.repeat(251)}.pdf`, 1)).toStrictEqual({})
    expect(upload(`${'a'.repeat(252)}.pdf`, 1).name).toHaveLength(1)
  })

  it('makes a storage-safe PDF name', () => {
    expect(pdfFileName('My Study Guide (v2).PDF')).toBe('my-study-guide-v2.pdf')
    expect(pdfFileName('--Guide--.pdf')).toBe('guide.pdf')
    expect(pdfFileName('.pdf')).toBe('guide.pdf')
    expect(pdfFileName('é.pdf')).toBe('guide.pdf')
    expect(pdfFileName(`${'a'.repeat(90)}.pdf`)).toBe(`${'a'.repeat(80)}.pdf`)
    expect(pdfFileName('guide.pdf.pdf')).toBe('guide-pdf.pdf')
  })
})
