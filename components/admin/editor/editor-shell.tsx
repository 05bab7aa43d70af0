'use client'

import * as React from 'react'
import type { FieldValues } from 'react-hook-form'

import { ConflictNotice } from '@/components/admin/editor/conflict-notice'
import { DraftNotice } from '@/components/admin/editor/draft-notice'
import type { Editor } from '@/components/admin/editor/use-editor'
import { ActionForm } from '@/components/forms/action-form'
import { SubmitButton } from '@/components/forms/submit-button'
import { cn } from '@/lib/utils'

type Props<TIn extends FieldValues, TOut extends FieldValues> = {
  editor: Editor<TIn, TOut>
  /** The form's accessible name. */
  label: string
  /** The fields a conflict compares, with their labels (none for a form that creates a row). */
  compared?: { name: string; label: string }[]
  /** The save button's text, and what it says while the save runs. */
  submitLabel: React.ReactNode
  pendingLabel?: string
  /** More after the save button (a preview link, a note). */
  extraActions?: React.ReactNode
  className?: string
  /** The editor's own fields. */
  children: React.ReactNode
}

/**
 * An admin editor's frame: the offer of a draft kept in this browser, the conflict notice when a
 * save met someone else's change, then the form with its fields, status line, save button and
 * any further actions.
 */
export function EditorShell<TIn extends FieldValues, TOut extends FieldValues>({
  editor,
  label,
  compared = [],
  submitLabel,
  pendingLabel = 'Saving…',
  extraActions,
  className,
  children,
}: Props<TIn, TOut>) {
  const { form, draft } = editor
  const fields = React.useRef<HTMLDivElement>(null)
  // The notice goes once answered; the keyboard carries on at the form's first field.
  const focusFirstField = () =>
    fields.current
      ?.querySelector<HTMLElement>(
        'input:not([type=hidden]):not(:disabled), textarea:not(:disabled), select:not(:disabled)',
      )
      ?.focus()
  return (
    <div className={cn('grid gap-6', className)}>
      <DraftNotice
        draft={draft.offered}
        onRestore={() => {
          draft.restore()
          focusFirstField()
        }}
        onDiscard={() => {
          draft.discard()
          focusFirstField()
        }}
      />
      <ConflictNotice
        conflict={editor.conflict}
        mine={form.getValues()}
        fields={compared}
        onUseTheirs={editor.takeTheirs}
        onKeepMine={editor.keepMine}
      />
      <div ref={fields} className="contents">
        <ActionForm
          {...editor}
          label={label}
          actions={
            <div className="flex flex-wrap items-center gap-3">
              <SubmitButton pendingLabel={pendingLabel}>{submitLabel}</SubmitButton>
              {extraActions}
            </div>
          }
        >
          {children}
        </ActionForm>
      </div>
    </div>
  )
}
