'use client'

import type { FieldValues, UseFormReturn } from 'react-hook-form'

import { useLocalDraft } from '@/components/admin/editor/use-local-draft'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'

/**
 * An editor's safety net in one call: leaving with unsaved changes asks first, and the unsaved
 * values are kept in this browser as a draft keyed by the row and the version it was opened at.
 */
export function useNeverLoseWork<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  draftKey: string,
) {
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitting)
  return useLocalDraft(form, draftKey)
}
