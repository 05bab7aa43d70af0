'use client'

import * as React from 'react'

import { formatFileSize } from '@/components/forms/format-file-size'
import { UploadProgress } from '@/components/forms/upload-progress'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { withClassName } from '@/lib/utils'

type FileFieldProps = {
  id: string
  label: string
  /** Keeps the label for screen readers only, where the button's text already says it. */
  hideLabel?: boolean
  accept?: string
  description?: React.ReactNode
  /** The chosen file, shown by name and size. */
  file?: Pick<File, 'name' | 'size'> | null
  /** Whether there is already a file, so the button offers to replace it; defaults to `file`. */
  hasFile?: boolean
  chooseLabel?: string
  replaceLabel?: string
  /** Upload progress in percent; null or left out hides the bar. */
  progress?: number | null
  progressLabel?: string
  /** A status line screen readers announce: progress in words, the outcome or the error. */
  message?: React.ReactNode
  invalid?: boolean
  disabled?: boolean
  className?: string
  onFileChange: (file: File) => void
}

/**
 * A labelled file input behind an ordinary button (a styled button, one tab stop), with the
 * chosen file, an upload progress bar and a live status line. Controlled, and not bound to
 * react-hook-form: an upload starts as soon as a file is chosen.
 */
export function FileField({
  id,
  label,
  hideLabel = false,
  accept,
  description,
  file,
  hasFile = file != null,
  chooseLabel = 'Choose a file',
  replaceLabel = 'Replace file',
  progress = null,
  progressLabel,
  message,
  invalid = false,
  disabled = false,
  className,
  onFileChange,
}: FileFieldProps) {
  const inputRef = React.useRef<HTMLInputElement>(null)
  const buttonRef = React.useRef<HTMLButtonElement>(null)
  const descriptionId = `${id}-description`
  const messageId = `${id}-message`
  const describedBy =
    [description && descriptionId, invalid && message && messageId].filter(Boolean).join(' ') ||
    undefined

  return (
    <div data-slot="file-field" className={withClassName('grid gap-2', className)}>
      <Label htmlFor={id} className={hideLabel ? 'sr-only' : undefined}>
        {label}
      </Label>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept={accept}
        className="sr-only"
        tabIndex={-1}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // The input is hidden: focus sent to it (a form pointing at its field) shows on the button.
        onFocus={() => buttonRef.current?.focus()}
        onChange={(event) => {
          const chosen = event.target.files?.[0]
          // Cleared so that choosing the same file again is still a change.
          event.target.value = ''
          if (chosen) onFileChange(chosen)
        }}
      />
      {file ? (
        <p className="text-sm" data-slot="file-field-file">
          <span className="font-medium break-all">{file.name}</span>{' '}
          <span className="text-muted-foreground">({formatFileSize(file.size)})</span>
        </p>
      ) : null}
      <div className="justify-self-start">
        <Button
          ref={buttonRef}
          type="button"
          variant="outline"
          disabled={disabled}
          // The button is what takes focus, so it carries the field's hint and error too.
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onClick={() => inputRef.current?.click()}
        >
          {hasFile ? replaceLabel : chooseLabel}
        </Button>
      </div>
      {description ? (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      ) : null}
      <UploadProgress
        id={messageId}
        percent={progress}
        label={progressLabel}
        message={message}
        invalid={invalid}
      />
    </div>
  )
}
