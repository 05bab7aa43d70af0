'use client'

import * as React from 'react'
import { toast } from 'sonner'

import {
  useCreateOrUpdateEditor,
  type CreateOrUpdateOptions,
} from '@/components/admin/editor/use-create-or-update-editor'
import type { Schema } from '@/components/admin/editor/use-editor'
import { useSlugFromTitle } from '@/components/admin/editor/use-slug-from-title'

type Row = { id: string; slug: string; updated_at: string }
type Saved = { id: string; slug: string; updatedAt: string }

/**
 * `useCreateOrUpdateEditor` for public content at its own address (articles, resources): a new
 * row's slug follows its title, each save says "Saved.", and `savedSlug` is the last saved slug,
 * the one a draft preview opens.
 */
export function useContentEditor<S extends Schema, T extends Row, R extends Saved>(
  options: Omit<CreateOrUpdateOptions<S, T, R>, 'savedVersion' | 'onSuccess'>,
) {
  const [savedSlug, setSavedSlug] = React.useState(options.row?.slug ?? null)
  const editor = useCreateOrUpdateEditor({
    ...options,
    savedVersion: (saved) => saved.updatedAt,
    onSuccess: (saved) => {
      setSavedSlug(saved.slug)
      toast.success('Saved.')
      return 'Saved.'
    },
  })
  useSlugFromTitle(editor.form, options.row === null)
  return { editor, savedSlug }
}
