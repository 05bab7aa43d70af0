'use client'

import * as React from 'react'

import {
  confirmUploadAction,
  type ConfirmedUpload,
} from '@/lib/actions/admin/uploads/confirm-upload'
import { requestUploadAction } from '@/lib/actions/admin/uploads/request-upload'
import { signedUploadRequest, uploadWithProgress } from '@/lib/storage/upload'
import { UPLOAD_KINDS, type UploadKind } from '@/lib/validation/content-editor'

export type AdminUploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; percent: number; file: File }
  | { phase: 'checking'; file: File }
  | { phase: 'done'; file: File }
  | { phase: 'error'; message: string }

/**
 * An admin's file upload: the server issues a signed URL for a random path, the browser sends the
 * bytes with progress, then the server checks what arrived by its content. `onUploaded` gets the
 * stored path (and a cover's public URL) to put into the form.
 */
export function useAdminUpload(kind: UploadKind, onUploaded: (upload: ConfirmedUpload) => void) {
  const [state, setState] = React.useState<AdminUploadState>({ phase: 'idle' })

  const upload = React.useCallback(
    async (file: File) => {
      const fail = (message: string) => setState({ phase: 'error', message })
      const types = UPLOAD_KINDS[kind].types as Record<string, string>
      const contentType = file.type in types ? file.type : 'application/octet-stream'
      const ticket = await requestUploadAction({ kind, contentType, size: file.size })
      if (!ticket.ok) return fail(ticket.error)
      setState({ phase: 'uploading', percent: 0, file })
      try {
        await uploadWithProgress(
          file,
          signedUploadRequest(ticket.data.uploadUrl, contentType),
          (percent) => setState({ phase: 'uploading', percent, file }),
        )
      } catch (error) {
        return fail(error instanceof Error ? error.message : 'The upload failed.')
      }
      setState({ phase: 'checking', file })
      const checked = await confirmUploadAction({ kind, path: ticket.data.path })
      if (!checked.ok) return fail(checked.error)
      setState({ phase: 'done', file })
      onUploaded(checked.data)
    },
    [kind, onUploaded],
  )

  return { state, upload }
}

/** The words the file field's status line says for an upload state. */
function uploadMessage(state: AdminUploadState): string {
  switch (state.phase) {
    case 'uploading':
      return `Uploading… ${state.percent}%`
    case 'checking':
      return 'Checking the file…'
    case 'done':
      return 'Uploaded. Save to keep it.'
    case 'error':
      return state.message
    default:
      return ''
  }
}

/**
 * What a FileField shows of an upload: the file, the progress bar, the status line (a form
 * error about the stored file comes first) and whether it is invalid or busy. A refused file is
 * not shown: the form never took it, so its name beside the error would read as the file in use;
 * the editor shows the stored one.
 */
export function uploadFieldStatus(state: AdminUploadState, formError: string | undefined) {
  return {
    file: state.phase === 'idle' || state.phase === 'error' ? null : state.file,
    progress: state.phase === 'uploading' ? state.percent : null,
    message: formError ?? uploadMessage(state),
    invalid: state.phase === 'error' || Boolean(formError),
    disabled: state.phase === 'uploading' || state.phase === 'checking',
  }
}
