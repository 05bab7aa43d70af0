'use client'

import * as React from 'react'

import { pdfFieldStatus, type PdfUpload } from '@/components/admin/lead-magnets/pdf-upload-status'
import { FileField } from '@/components/forms/file-field'
import { requestLeadMagnetUploadAction } from '@/lib/actions/admin/lead-magnets/request-lead-magnet-upload'
import { signedUploadRequest, uploadWithProgress } from '@/lib/storage/upload'
import { LEAD_MAGNET_MAX_BYTES } from '@/lib/validation/admin-lead-magnets'

type Props = {
  /** The path the form holds: the stored file's, or a new upload's until it is saved. */
  path: string | null
  error?: string
  onUploaded: (path: string) => void
}

/**
 * Sends the chosen PDF straight to Storage through a signed upload URL, with progress; the form
 * saves the new path, and the save checks the bytes are a PDF.
 */
export function PdfUploadField({ path, error, onUploaded }: Props) {
  const [upload, setUpload] = React.useState<PdfUpload>({ phase: 'idle' })

  async function send(file: File) {
    const fail = (message: string) => setUpload({ phase: 'failed', message })
    if (file.size > LEAD_MAGNET_MAX_BYTES) return fail('The PDF must be 25 MB or smaller.')
    setUpload({ phase: 'uploading', file, percent: 0 })
    const ticket = await requestLeadMagnetUploadAction({ name: file.name, size: file.size })
    if (!ticket.ok) {
      return fail(ticket.fieldErrors?.name?.[0] ?? ticket.fieldErrors?.size?.[0] ?? ticket.error)
    }
    try {
      await uploadWithProgress(
        file,
        signedUploadRequest(ticket.data.uploadUrl, 'application/pdf'),
        (percent) => setUpload({ phase: 'uploading', file, percent }),
      )
    } catch (uploadError) {
      return fail(uploadError instanceof Error ? uploadError.message : 'The upload failed.')
    }
    setUpload({ phase: 'uploaded', file, path: ticket.data.path })
    onUploaded(ticket.data.path)
  }

  return (
    <FileField
      id="lead-magnet-file"
      label="PDF file"
      accept="application/pdf,.pdf"
      description={
        path
          ? `Current file: ${path.split('/').pop()}. PDF only, up to 25 MB.`
          : 'PDF only, up to 25 MB.'
      }
      hasFile={Boolean(path)}
      chooseLabel="Choose a PDF"
      replaceLabel="Replace the PDF"
      progressLabel="PDF upload progress"
      {...pdfFieldStatus(upload, path, error)}
      onFileChange={(file) => void send(file)}
    />
  )
}
