/** The lead magnet PDF field's upload. Its bytes are checked only when the magnet is saved. */
export type PdfUpload =
  | { phase: 'idle' }
  | { phase: 'uploading'; file: File; percent: number }
  | { phase: 'uploaded'; file: File; path: string }
  | { phase: 'failed'; message: string }

type FieldStatus = {
  file: File | null
  progress: number | null
  message: string
  invalid: boolean
  disabled: boolean
}

/**
 * What the PDF field shows, given the path the form holds: the chosen file only while it is on
 * its way or is the form's file. A save that refuses an upload removes it from Storage and the
 * editor puts the stored path back, so the refused file's name goes and the field shows the
 * reason beside the file actually stored (or none). A newer upload's progress or failure is said
 * over an earlier refusal, which is about a file no longer in play.
 */
export function pdfFieldStatus(
  upload: PdfUpload,
  path: string | null,
  formError: string | undefined,
): FieldStatus {
  const stored: FieldStatus = {
    file: null,
    progress: null,
    message: formError ?? '',
    invalid: Boolean(formError),
    disabled: false,
  }
  switch (upload.phase) {
    case 'uploading':
      return {
        ...stored,
        file: upload.file,
        progress: upload.percent,
        message: 'Uploading…',
        invalid: false,
        disabled: true,
      }
    case 'failed':
      return { ...stored, message: upload.message, invalid: true }
    case 'uploaded':
      if (upload.path !== path) return stored
      return {
        ...stored,
        file: upload.file,
        message: formError ?? 'Uploaded. Save to use this file.',
      }
    case 'idle':
      return stored
  }
}
