'use client'

import { usePathname } from 'next/navigation'
import * as React from 'react'

/** Starts every new page at the top, except when the address targets an anchor. */
export function ScrollToTopOnNavigate() {
  const pathname = usePathname()
  const previous = React.useRef(pathname)

  React.useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
