'use client'

import * as React from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { uploadFieldStatus, useAdminUpload } from '@/components/admin/editor/use-admin-upload'
import { FileField } from '@/components/forms/file-field'
import { Button } from '@/components/ui/button'
import type { ResourceEditorValues } from '@/lib/validation/resource-editor'

type Form = UseFormReturn<ResourceEditorValues, unknown, ResourceEditorValues>

/** The resource's download: upload with progress (PDF or PNG, checked on the server), removal. */
export function ResourceFileField({ form }: { form: Form }) {
  const path = useWatch({ control: form.control, name: 'filePath' })
  const onUploaded = React.useCallback(
    ({ path: uploaded }: { path: string }) =>
      form.setValue('filePath', uploaded, { shouldDirty: true, shouldValidate: true }),
    [form],
  )
  const { state, upload } = useAdminUpload('resource-file', onUploaded)
  const fileError = form.formState.errors.filePath?.message
  return (
    <fieldset className="grid gap-3 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Download</legend>
      {path ? (
        <p className="text-sm">
          Current file: <span className="font-mono break-all">{path}</span>
        </p>
      ) : (
        <p className="text-sm text-muted-foreground">No file yet.</p>
      )}
      <FileField
        id="resource-file"
        label="File"
        accept="application/pdf,image/png"
        description="PDF or PNG, at most 25 MB. Members-only files are served to members only."
        hasFile={Boolean(path)}
        chooseLabel="Upload a file"
        replaceLabel="Replace the file"
        progressLabel="File upload progress"
        {...uploadFieldStatus(state, fileError)}
        onFileChange={upload}
      />
      {path ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() => form.setValue('filePath', '', { shouldDirty: true })}
        >
          Remove the file
        </Button>
      ) : null}
    </fieldset>
  )
}
