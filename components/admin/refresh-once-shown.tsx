'use client'

import { useRouter } from 'next/navigation'
import * as React from 'react'

/**
 * Renders the page again from the server once it is shown, for a page whose own render changed
 * what the admin layout counts (opening a new message lowers the sidebar's unread count). Next
 * keeps the layout from the last navigation, so without this the count would wait for a reload.
 */
export function RefreshOnceShown() {
  const router = useRouter()
  React.useEffect(() => {
    router.refresh()
  }, [router])
  return null
}
