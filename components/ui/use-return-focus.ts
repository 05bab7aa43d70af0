'use client'

import * as React from 'react'

import { focusLandmark, MAIN_ID } from '@/components/layout/landmarks'

type AutoFocusHandler = (event: Event) => void

/**
 * Radix returns focus to a dialog's `Trigger` on close, and to nothing when a dialog is opened
 * from state (the cookie settings, the mobile menu, the order form): focus fell to <body>. This
 * keeps whatever held focus when the dialog opened and hands focus back to it on close, or to the
 * main content when it has left the page; with no opener known, Radix's own return runs.
 */
export function useReturnFocus({
  onOpenAutoFocus,
  onCloseAutoFocus,
}: {
  onOpenAutoFocus?: AutoFocusHandler
  onCloseAutoFocus?: AutoFocusHandler
}) {
  const opener = React.useRef<HTMLElement | null>(null)

  return {
    // Radix fires this before it moves focus inside, so the opener still holds it.
    onOpenAutoFocus: (event: Event) => {
      const focused = document.activeElement
      opener.current = focused instanceof HTMLElement && focused !== document.body ? focused : null
      onOpenAutoFocus?.(event)
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event)
      const target = opener.current
      opener.current = null
      if (event.defaultPrevented || !target) return
      event.preventDefault()
      // The opener can go while the dialog is open (the cookie banner, once a choice is saved).
      if (target.isConnected) target.focus()
      else focusLandmark(MAIN_ID)
    },
  }
}
