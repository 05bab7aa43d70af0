'use client'

import type { VisibilityState } from '@tanstack/react-table'
import * as React from 'react'

const storageKey = (tableId: string) => `admin-table-columns:${tableId}`
const CHANGE_EVENT = 'admin-table-columns-change'
const NONE = '{}'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

function readStored(tableId: string): string {
  try {
    return window.localStorage.getItem(storageKey(tableId)) ?? NONE
  } catch {
    return NONE
  }
}

function parse(stored: string): VisibilityState {
  try {
    const parsed: unknown = JSON.parse(stored)
    if (parsed === null || typeof parsed !== 'object') return {}
    return Object.fromEntries(
      Object.entries(parsed).filter(
        (entry): entry is [string, boolean] => typeof entry[1] === 'boolean',
      ),
    )
  } catch {
    return {}
  }
}

/**
 * Which columns an admin hid in a table, remembered on this device. The server renders every
 * column; the saved choice applies once the page hydrates.
 */
export function useStoredColumnVisibility(tableId: string) {
  const stored = React.useSyncExternalStore(
    subscribe,
    () => readStored(tableId),
    () => NONE,
  )
  const visibility = React.useMemo(() => parse(stored), [stored])

  const update = React.useCallback(
    (next: (current: VisibilityState) => VisibilityState) => {
      const value = JSON.stringify(next(parse(readStored(tableId))))
      try {
        window.localStorage.setItem(storageKey(tableId), value)
      } catch {
        // Private browsing can refuse storage; the choice is then not kept.
      }
      window.dispatchEvent(new Event(CHANGE_EVENT))
    },
    [tableId],
  )
  return [visibility, update] as const
}
