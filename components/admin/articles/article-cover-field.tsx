'use client'

import * as React from 'react'
import { useWatch, type UseFormReturn } from 'react-hook-form'

import { TextField } from '@/components/forms/text-field'
import { FileField } from '@/components/forms/file-field'
import { uploadFieldStatus, useAdminUpload } from '@/components/admin/editor/use-admin-upload'
import { Button } from '@/components/ui/button'
import type { ArticleEditorValues } from '@/lib/validation/article-editor'

type Form = UseFormReturn<ArticleEditorValues, unknown, ArticleEditorValues>

/** The cover image: upload (PNG, JPEG or WebP, checked on the server), its alt text, removal. */
export function ArticleCoverField({ form }: { form: Form }) {
  const url = useWatch({ control: form.control, name: 'coverImageUrl' })
  const alt = useWatch({ control: form.control, name: 'coverImageAlt' })
  const onUploaded = React.useCallback(
    ({ publicUrl }: { publicUrl: string | null }) =>
      form.setValue('coverImageUrl', publicUrl ?? '', { shouldDirty: true, shouldValidate: true }),
    [form],
  )
  const { state, upload } = useAdminUpload('article-cover', onUploaded)
  const coverError = form.formState.errors.coverImageUrl?.message
  return (
    <fieldset className="grid gap-4 rounded-md border p-4">
      <legend className="px-1 text-sm font-medium">Cover image</legend>
      {url ? (
        // eslint-disable-next-line @next/next/no-img-element -- a just-uploaded file, shown as is
        <img src={url} alt={alt || ''} className="max-h-48 w-auto rounded-md border object-cover" />
      ) : null}
      <FileField
        id="cover-image"
        label="Cover image file"
        accept="image/png,image/jpeg,image/webp"
        description="PNG, JPEG or WebP, at most 10 MB. 1200 × 630 pixels suits every layout."
        hasFile={Boolean(url)}
        chooseLabel="Upload a cover"
        replaceLabel="Replace the cover"
        progressLabel="Cover upload progress"
        {...uploadFieldStatus(state, coverError)}
        onFileChange={upload}
      />
      <TextField
        control={form.control}
        name="coverImageAlt"
        label="Alt text"
        description="Required with a cover: what the image shows, for readers who cannot see it."
      />
      {url ? (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            form.setValue('coverImageUrl', '', { shouldDirty: true, shouldValidate: true })
          }
        >
          Remove the cover
        </Button>
      ) : null}
    </fieldset>
  )
}
