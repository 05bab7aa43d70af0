'use client'

import * as React from 'react'
import type { FieldValues, UseFormReturn } from 'react-hook-form'

const SAVE_PAUSE_MS = 800
const prefix = 'admin-draft:'

export type LocalDraft<Values> = { savedAt: string; values: Values }

function readDraft<Values>(key: string): LocalDraft<Values> | null {
  try {
    const stored = window.localStorage.getItem(prefix + key)
    return stored ? (JSON.parse(stored) as LocalDraft<Values>) : null
  } catch {
    return null
  }
}

/**
 * Keeps a copy of an editor's unsaved values in this browser, so a crash, a closed tab or a lost
 * connection does not lose work. `key` names the row and the version it was opened at (for
 * example `articles:<id>:<updated_at>`), so a draft is offered only against the version it was
 * written on. A successful save calls `clear`.
 */
export function useLocalDraft<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  key: string,
) {
  const [offered, setOffered] = React.useState<LocalDraft<Values> | null>(null)
  const [checkedKey, setCheckedKey] = React.useState<string | null>(null)

  // Offer a draft left from an earlier visit once, after hydration (storage is browser-only).
  React.useEffect(() => {
    const draft = readDraft<Values>(key)
    const timer = setTimeout(() => {
      setOffered(draft)
      setCheckedKey(key)
    })
    return () => clearTimeout(timer)
  }, [key])

  React.useEffect(() => {
    if (checkedKey !== key) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const subscription = form.watch(() => {
      clearTimeout(timer)
      timer = setTimeout(() => {
        if (!form.formState.isDirty) return
        try {
          // Read when saving, not from the change that started the pause: a field filled in
          // from another (the slug from the title) may change after it.
          const draft: LocalDraft<Values> = {
            savedAt: new Date().toISOString(),
            values: form.getValues(),
          }
          window.localStorage.setItem(prefix + key, JSON.stringify(draft))
        } catch {
          // Storage full or refused: the guard against leaving still protects the work.
        }
      }, SAVE_PAUSE_MS)
    })
    return () => {
      clearTimeout(timer)
      subscription.unsubscribe()
    }
  }, [form, key, checkedKey])

  const clear = React.useCallback(() => {
    try {
      window.localStorage.removeItem(prefix + key)
    } catch {
      // Nothing stored, nothing to clear.
    }
    setOffered(null)
  }, [key])

  const restore = React.useCallback(() => {
    if (!offered) return
    form.reset(offered.values, { keepDefaultValues: true })
    setOffered(null)
  }, [form, offered])

  return { offered, restore, discard: clear, clear }
}
