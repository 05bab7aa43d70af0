'use client'

import type { DefaultValues } from 'react-hook-form'
import type { z } from 'zod'

import { useEditor, type EditorOptions, type Schema } from '@/components/admin/editor/use-editor'
import type { ActionResult } from '@/lib/actions/result'

type Row = { id: string; updated_at: string }

export type CreateOrUpdateOptions<S extends Schema, T extends Row, R extends { id: string }> = Omit<
  EditorOptions<S, R>,
  'defaultValues' | 'row' | 'action' | 'theirValues' | 'savedPath'
> & {
  /** The row being edited; null while the editor creates one. */
  row: T | null
  /** The form's values from a row: the one opened, or someone else's newer version of it. */
  formValues: (row: T | null) => z.input<S>
  create: (values: z.output<S>) => Promise<ActionResult<R>>
  /** Saves over the row; `version` is the `updated_at` the save expects to replace. */
  update: (values: z.output<S>, id: string, version: string) => Promise<ActionResult<R>>
  /** The admin list the rows belong to; a created row's editor opens at `${listPath}/${id}`. */
  listPath: string
}

/**
 * `useEditor` for an editor that both creates its row and edits it afterwards (articles,
 * resources, lead magnets, promotions): the first save creates, and each later one updates at
 * the version the editor holds.
 */
export function useCreateOrUpdateEditor<S extends Schema, T extends Row, R extends { id: string }>({
  row,
  formValues,
  create,
  update,
  listPath,
  ...options
}: CreateOrUpdateOptions<S, T, R>) {
  return useEditor({
    ...options,
    row,
    // Whole values are valid defaults; TypeScript cannot see that through the generic schema.
    defaultValues: formValues(row) as DefaultValues<z.input<S>>,
    action: (values, version) => (row ? update(values, row.id, version) : create(values)),
    // A conflict's `current` is the row as stored, so it reads like the row opened.
    theirValues: (current) => formValues(current as T),
    savedPath: (saved) => `${listPath}/${saved.id}`,
  })
}
