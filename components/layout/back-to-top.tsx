'use client'

import { ArrowUpIcon } from 'lucide-react'
import * as React from 'react'

import { focusLandmark, SKIP_LINK_ID } from '@/components/layout/landmarks'
import { Button } from '@/components/ui/button'

export const BACK_TO_TOP_THRESHOLD_PX = 300

export function BackToTop() {
  const [visible, setVisible] = React.useState(false)

  React.useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])

  if (!visible) return null

  const scrollToTop = () => {
    const { pathname, search } = window.location
    window.history.replaceState(window.history.state, '', `${pathname}${search}`)
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' })
    // The button hides at the top; focus goes where the page starts, not back to <body>.
    focusLandmark(SKIP_LINK_ID)
  }

  return (
    <Button
      size="icon-lg"
      aria-label="Back to top"
      title="Back to top"
      data-testid="back-to-top"
      onClick={scrollToTop}
      className="fixed bottom-[calc(var(--fixed-bottom-space,0px)_+_1.5rem)] left-6 z-30 rounded-full shadow-lg"
    >
      <ArrowUpIcon aria-hidden="true" />
    </Button>
  )
}
