import { describe, expect, it } from 'vitest'

import { uploadFieldStatus } from '@/components/admin/editor/use-admin-upload'
import { pdfFieldStatus } from '@/components/admin/lead-magnets/pdf-upload-status'

const file = (name: string) => new File(['%PDF-'], name, { type: 'application/pdf' })

describe('uploadFieldStatus (covers and resource files)', () => {
  it('shows the file on its way and once accepted', () => {
    const chosen = file('handout.pdf')
    expect(uploadFieldStatus({ phase: 'uploading', percent: 40, file: chosen }, undefined)).toEqual(
      { file: chosen, progress: 40, message: 'Uploading… 40%', invalid: false, disabled: true },
    )
    expect(uploadFieldStatus({ phase: 'done', file: chosen }, undefined)).toMatchObject({
      file: chosen,
      message: 'Uploaded. Save to keep it.',
      invalid: false,
    })
  })

  it('does not name a refused file beside the reason: the form kept the stored one', () => {
    expect(
      uploadFieldStatus({ phase: 'error', message: 'Upload the file as a PDF or PNG.' }, undefined),
    ).toEqual({
      file: null,
      progress: null,
      message: 'Upload the file as a PDF or PNG.',
      invalid: true,
      disabled: false,
    })
  })
})

describe('pdfFieldStatus (lead magnet PDFs, checked on save)', () => {
  const chosen = file('Checklist.pdf')
  const uploaded = { phase: 'uploaded', file: chosen, path: 'new-id/checklist.pdf' } as const

  it('shows the upload while the form holds its path', () => {
    expect(pdfFieldStatus(uploaded, uploaded.path, undefined)).toEqual({
      file: chosen,
      progress: null,
      message: 'Uploaded. Save to use this file.',
      invalid: false,
      disabled: false,
    })
  })

  it('after a save refused the upload, shows the reason beside the stored file, not the refused one', () => {
    const refusal = 'That file is not a PDF.'
    // The editor has put the stored path back (or none, for a new magnet).
    for (const stored of ['old-id/guide.pdf', null]) {
      expect(pdfFieldStatus(uploaded, stored, refusal)).toEqual({
        file: null,
        progress: null,
        message: refusal,
        invalid: true,
        disabled: false,
      })
    }
  })

  it('names no file that failed before it was uploaded', () => {
    expect(
      pdfFieldStatus(
        { phase: 'failed', message: 'The PDF must be 25 MB or smaller.' },
        'old-id/guide.pdf',
        undefined,
      ),
    ).toEqual({
      file: null,
      progress: null,
      message: 'The PDF must be 25 MB or smaller.',
      invalid: true,
      disabled: false,
    })
  })

  it('says a new upload’s progress and failure over an earlier refusal', () => {
    const refusal = 'That file is not a PDF.'
    expect(
      pdfFieldStatus({ phase: 'uploading', file: chosen, percent: 30 }, null, refusal),
    ).toEqual({
      file: chosen,
      progress: 30,
      message: 'Uploading…',
      invalid: false,
      disabled: true,
    })
    expect(
      pdfFieldStatus({ phase: 'failed', message: 'The upload failed.' }, null, refusal),
    ).toMatchObject({
      message: 'The upload failed.',
      invalid: true,
    })
    expect(pdfFieldStatus({ phase: 'idle' }, null, refusal)).toMatchObject({
      message: refusal,
      invalid: true,
    })
  })
})
