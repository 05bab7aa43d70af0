'use client'

import * as React from 'react'

export const LEAVE_PROMPT = 'You have unsaved changes. Leave this page and lose them?'

/**
 * While `dirty`, leaving asks first: closing or reloading the tab (the browser's own prompt) and
 * following any link on the page (a confirm, since the App Router has no navigation block).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  React.useEffect(() => {
    if (!dirty) return
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault()
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return
      if (link.href === window.location.href) return
      if (!window.confirm(LEAVE_PROMPT)) {
        event.preventDefault()
        event.stopPropagation()
      }
    }
    window.addEventListener('beforeunload', onBeforeUnload)
    // Capture phase: decide before Next's <Link> handles the click.
    document.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload)
      document.removeEventListener('click', onClick, true)
    }
  }, [dirty])
}
