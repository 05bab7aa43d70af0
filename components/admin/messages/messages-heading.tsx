'use client'

import * as React from 'react'

// Module state, not React state: it is set on the page being left (a deleted message's) and read
// by the list's heading once that page has gone.
let focusWhenShown = false

/** Has the messages list's heading take focus the next time it is shown (after a delete). */
export function focusMessagesHeadingWhenShown() {
  focusWhenShown = true
}

/**
 * The messages list's heading. After a delete the page that held focus is gone, and Next moves
 * focus nowhere on navigation, so the heading takes it: a keyboard or screen reader user starts
 * again at the top of the list. It waits a task: the confirm dialog hands focus back a task after
 * it unmounts (to <main>, its opener being gone), and that must not come after the heading.
 */
export function MessagesHeading() {
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    if (!focusWhenShown) return
    const timer = setTimeout(() => {
      focusWhenShown = false
      heading.current?.focus()
    })
    return () => clearTimeout(timer)
  }, [])
  return (
    <h1 ref={heading} tabIndex={-1} className="mb-6 text-3xl font-bold tracking-tight outline-none">
      Messages
    </h1>
  )
}
