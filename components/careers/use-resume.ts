'use client'

import * as React from 'react'

import { formatFileSize } from '@/components/forms/format-file-size'
import { resumeFileSchema } from '@/lib/validation/careers'

/** The chosen résumé, checked by name and size in the browser (the server checks its bytes). */
export function useResume() {
  const [file, setFile] = React.useState<File | null>(null)
  const [error, setError] = React.useState<string | null>(null)
  const [progress, setProgress] = React.useState<number | null>(null)

  const choose = React.useCallback((chosen: File) => {
    const checked = resumeFileSchema.safeParse({ name: chosen.name, size: chosen.size })
    setProgress(null)
    if (!checked.success) {
      // A refused file also lets go of the one chosen before it: the error is about this file, so
      // the form must not go on to send the earlier one. Sending now asks for a résumé again.
      setFile(null)
      setError(checked.error.issues[0]?.message ?? 'Choose another file.')
      return
    }
    setError(null)
    setFile(chosen)
  }, [])

  const message =
    error ??
    (progress === null
      ? file
        ? `Ready to upload: ${file.name}, ${formatFileSize(file.size)}.`
        : null
      : progress < 100
        ? `Uploading your résumé: ${progress}%`
        : 'Résumé uploaded.')

  return { file, error, setError, progress, setProgress, choose, message }
}
