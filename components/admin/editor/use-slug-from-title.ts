'use client'

import * as React from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

import { slugify } from '@/lib/validation/admin/common'

/**
 * Fills the slug from the title as the admin types, until they edit the slug themselves (from
 * then on it is theirs). Only for new rows: a published row's slug is its address.
 */
export function useSlugFromTitle<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  isNew = true,
) {
  React.useEffect(() => {
    if (!isNew) return
    const subscription = form.watch((values, { name }) => {
      if (name !== 'title' || form.getFieldState('slug' as Path<T>).isDirty) return
      form.setValue('slug' as Path<T>, slugify(String(values.title ?? '')) as PathValue<T, Path<T>>)
    })
    return () => subscription.unsubscribe()
  }, [form, isNew])
}
