'use client'

import * as React from 'react'
import { useWatch, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

import { TextField } from '@/components/forms/text-field'
import type { ActionResult } from '@/lib/actions/result'
import { cn } from '@/lib/utils'

const CHECK_PAUSE_MS = 400

type SlugCheck = { available: boolean; message: string }

/** Asks the server whether a slug is free (the row `id`'s own slug counts as free). */
export type CheckSlug = (input: { slug: string; id: string }) => Promise<ActionResult<SlugCheck>>

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  check: CheckSlug
  /** The row being edited; empty for a new one. */
  rowId: string
  description?: React.ReactNode
}

/** The slug input with a live "free or taken" line, checked on the server after a short pause. */
export function SlugField<T extends FieldValues>({
  control,
  name,
  check,
  rowId,
  description,
}: Props<T>) {
  const value: unknown = useWatch({ control, name })
  const slug = typeof value === 'string' ? value : ''
  const [result, setResult] = React.useState<{ slug: string; check: SlugCheck } | null>(null)

  React.useEffect(() => {
    if (!slug) return
    let current = true
    const timer = setTimeout(async () => {
      const answer = await check({ slug, id: rowId })
      if (current && answer.ok) setResult({ slug, check: answer.data })
    }, CHECK_PAUSE_MS)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [slug, check, rowId])

  const shown = result && result.slug === slug ? result.check : null
  return (
    <TextField
      control={control}
      name={name}
      label="Slug"
      autoComplete="off"
      spellCheck={false}
      description={
        <>
          {description}
          <span
            aria-live="polite"
            data-slot="slug-check"
            className={cn('block', shown && !shown.available && 'text-destructive')}
          >
            {shown?.message ?? ''}
          </span>
        </>
      }
    />
  )
}
