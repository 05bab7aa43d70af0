'use client'

import * as React from 'react'

const PROPERTY = '--fixed-bottom-space'

/**
 * While `active`, publishes the height of an element fixed to the bottom of the screen (plus its
 * gap to the edge) as `--fixed-bottom-space`: the footer makes that much room at the page's end
 * and focus scrolling keeps that margin, so the element never hides the footer's last links or a
 * focused control (WCAG 2.2's focus not obscured). Measured without transforms, so a slide-in
 * animation does not shrink it.
 */
export function useReservedBottomSpace(ref: React.RefObject<HTMLElement | null>, active: boolean) {
  React.useEffect(() => {
    const element = ref.current
    if (!active || !element) return
    const root = document.documentElement
    const update = () => {
      const gap = Number.parseFloat(getComputedStyle(element).bottom) || 0
      root.style.setProperty(PROPERTY, `${Math.ceil(element.offsetHeight + gap)}px`)
    }
    const observer = new ResizeObserver(update)
    observer.observe(element)
    update()
    return () => {
      observer.disconnect()
      root.style.removeProperty(PROPERTY)
    }
  }, [ref, active])
}
