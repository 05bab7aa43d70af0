'use client'

import * as React from 'react'

/**
 * Lands on an anchor inside the streamed sections (such as the footer's /#testimonials):
 * the browser or the router looks for the target before these sections have arrived.
 */
export function ScrollToHash() {
  React.useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1))
    if (id) document.getElementById(id)?.scrollIntoView()
  }, [])
  return null
}
