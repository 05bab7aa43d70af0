'use client'

import * as React from 'react'
import { useWatch, type FieldValues } from 'react-hook-form'

import { Markdown } from '@/components/content/markdown'
import { TextareaField } from '@/components/forms/textarea-field'
import type { BoundFieldProps } from '@/components/forms/field-shell'

/**
 * Markdown source beside a live preview drawn by the very component the public pages render
 * Markdown with, so what the admin sees is what readers get. The preview trails typing slightly
 * (deferred) so long articles stay responsive.
 */
export function MarkdownField<T extends FieldValues>({
  control,
  name,
  label,
  description,
}: BoundFieldProps<T>) {
  const value: unknown = useWatch({ control, name })
  const source = React.useDeferredValue(typeof value === 'string' ? value : '')
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <TextareaField
        control={control}
        name={name}
        label={label}
        description={description}
        rows={24}
        className="[field-sizing:fixed] min-h-96 font-mono text-sm"
      />
      <section aria-label="Preview" className="min-w-0 rounded-md border p-4">
        <p className="mb-3 text-sm font-medium text-muted-foreground">Preview</p>
        {source.trim() ? (
          <Markdown>{source}</Markdown>
        ) : (
          <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
        )}
      </section>
    </div>
  )
}
