'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

import { useLocalDraft, type LocalDraft } from '@/components/admin/editor/use-local-draft'
import { useUnsavedChangesGuard } from '@/components/admin/editor/use-unsaved-changes-guard'
import type { FormStatus } from '@/components/forms/form-alert'
import { useActionForm } from '@/components/forms/use-action-form'
import type { ActionResult, EditConflict } from '@/lib/actions/result'

export type Schema = z.ZodType<FieldValues, FieldValues>

export type EditorOptions<S extends Schema, R> = {
  /** The schema the action parses with. */
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  /** The row's table; with the row it names the local draft. */
  table: string
  /**
   * The row being edited, at the version the editor opened it (null for a new row). Its
   * `updated_at` is what the first save expects to replace, and it scopes the local draft, so a
   * draft is offered only against the version it was written on.
   */
  row: { id: string; updated_at: string } | null
  /** Saves the values; `version` is the `updated_at` the save expects to replace. */
  action: (values: z.output<S>, version: string) => Promise<ActionResult<R>>
  /** The saved row's new `updated_at`, which the next save expects. */
  savedVersion?: (data: R) => string
  /** Someone else's version of the row (a conflict's `current`) as form values. */
  theirValues?: (current: Record<string, unknown>) => z.input<S>
  /** For a new row: its editor's address, which replaces this form once the row is saved. */
  savedPath?: (data: R) => string
  /**
   * Runs after a save, once the draft is cleared and the form holds the saved values (a saved
   * row's page is then refreshed, a new row's editor opened).
   */
  onSuccess: (data: R, values: z.output<S>) => string | void
}

/** What `useEditor` gives an editor, and what `EditorShell` renders from. */
export type Editor<TIn extends FieldValues, TOut extends FieldValues> = {
  form: UseFormReturn<TIn, unknown, TOut>
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>
  status: FormStatus | null
  pending: boolean
  draft: { offered: LocalDraft<TIn> | null; restore: () => void; discard: () => void }
  /** A save that met someone else's newer change, their version given as form values. */
  conflict: EditConflict | null
  /** Loads their version into the form; the admin's edits are dropped. */
  takeTheirs: () => void
  /** Saves the admin's version over theirs, now knowingly. */
  keepMine: () => void
}

/**
 * Every admin editor's safety net in one hook: the action form, the guard against leaving with
 * unsaved changes, the local draft, and optimistic concurrency (each save sends the version it
 * was opened at; a conflict offers both versions instead of overwriting theirs). The editor
 * keeps only its fields; `EditorShell` renders the notices and the form.
 */
export function useEditor<S extends Schema, R>({
  schema,
  defaultValues,
  table,
  row,
  action,
  savedVersion,
  theirValues = (current) => current as z.input<S>,
  savedPath,
  onSuccess,
}: EditorOptions<S, R>): Editor<z.input<S>, z.output<S>> {
  const router = useRouter()
  const version = React.useRef(row?.updated_at ?? '')
  const { form, onSubmit, status, setStatus, pending, conflict, setConflict } = useActionForm({
    schema,
    defaultValues,
    action: (values) => action(values, version.current),
    onSuccess: (data, values) => {
      draft.clear()
      // What was sent is now the saved baseline; anything typed while the save was on its way
      // stays in the form, still unsaved. The editors' schemas do not transform, so what they
      // output is what the form holds.
      const typedSince = form.getValues()
      form.reset(values as z.input<S>)
      form.reset(typedSince, { keepDefaultValues: true })
      if (savedVersion) version.current = savedVersion(data)
      const message = onSuccess(data, values)
      if (row) router.refresh()
      else if (savedPath) {
        startOverWhenShownAgain()
        router.replace(savedPath(data))
      }
      return message
    },
  })
  const startOverWhenShownAgain = useStartOverWhenShownAgain(() => {
    form.reset(defaultValues)
    setStatus(null)
  })
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitting)
  const draft = useLocalDraft(form, row ? `${table}:${row.id}:${row.updated_at}` : `${table}:new`)

  return {
    form,
    onSubmit,
    status,
    pending,
    draft,
    conflict: conflict ? { ...conflict, current: theirValues(conflict.current) } : null,
    takeTheirs: () => {
      if (!conflict) return
      form.reset(theirValues(conflict.current))
      version.current = conflict.version ?? conflict.changedAt
      setConflict(null)
    },
    keepMine: () => {
      if (!conflict) return
      version.current = conflict.version ?? conflict.changedAt
      setConflict(null)
      void onSubmit()
    },
  }
}

/**
 * Next keeps a page it navigated away from (React's Activity) and shows it again as it was left.
 * A "new" form that has created its row must not come back holding that row: when it is shown
 * again, it starts over. Layout effects run again each time a hidden Activity is shown, before
 * it paints.
 */
function useStartOverWhenShownAgain(startOver: () => void) {
  const pendingRef = React.useRef(false)
  const startOverNow = React.useEffectEvent(startOver)
  React.useLayoutEffect(() => {
    if (!pendingRef.current) return
    pendingRef.current = false
    startOverNow()
  }, [])
  return () => {
    pendingRef.current = true
  }
}
