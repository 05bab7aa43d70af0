'use client'

import * as React from 'react'

import { FileField } from '@/components/forms/file-field'
import { requestLeadMagnetUploadAction } from '@/lib/actions/admin/lead-magnets/request-lead-magnet-upload'
import { signedUploadRequest, uploadWithProgress } from '@/lib/storage/upload'
import { LEAD_MAGNET_MAX_BYTES } from '@/lib/validation/admin-lead-magnets'

type Props = {
  /** The stored path, if the magnet has a file. */
  path: string | null
  error?: string
  onUploaded: (path: string) => void
}

/**
 * Sends the chosen PDF straight to Storage through a signed upload URL, with progress; the form
 * saves the new path, and the save checks the bytes are a PDF.
 */
export function PdfUploadField({ path, error, onUploaded }: Props) {
  const [file, setFile] = React.useState<File | null>(null)
  const [progress, setProgress] = React.useState<number | null>(null)
  const [message, setMessage] = React.useState<string | null>(null)
  const [failed, setFailed] = React.useState(false)
  const [uploading, setUploading] = React.useState(false)

  async function upload(chosen: File) {
    setFile(chosen)
    setFailed(false)
    if (chosen.size > LEAD_MAGNET_MAX_BYTES) {
      setFailed(true)
      setMessage('The PDF must be 25 MB or smaller.')
      return
    }
    setUploading(true)
    setProgress(0)
    setMessage('Uploading…')
    const ticket = await requestLeadMagnetUploadAction({ name: chosen.name, size: chosen.size })
    if (!ticket.ok) {
      setUploading(false)
      setProgress(null)
      setFailed(true)
      setMessage(ticket.fieldErrors?.name?.[0] ?? ticket.fieldErrors?.size?.[0] ?? ticket.error)
      return
    }
    try {
      await uploadWithProgress(
        chosen,
        signedUploadRequest(ticket.data.uploadUrl, 'application/pdf'),
        setProgress,
      )
      setMessage('Uploaded. Save to use this file.')
      onUploaded(ticket.data.path)
    } catch (uploadError) {
      setFailed(true)
      setProgress(null)
      setMessage(uploadError instanceof Error ? uploadError.message : 'The upload failed.')
    } finally {
      setUploading(false)
    }
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
      file={file}
      hasFile={Boolean(path) || file !== null}
      chooseLabel="Choose a PDF"
      replaceLabel="Replace the PDF"
      progress={progress}
      progressLabel="PDF upload progress"
      message={error ?? message}
      invalid={failed || Boolean(error)}
      disabled={uploading}
      onFileChange={(chosen) => void upload(chosen)}
    />
  )
}
