'use client'

import * as React from 'react'

/**
 * Tracks whether a mouse is over the carousel or keyboard focus is inside it; both pause
 * auto-advance. Focus from a mouse click does not count, so clicking an arrow does not stop
 * the carousel once the pointer leaves.
 */
export function usePause() {
  const [hovered, setHovered] = React.useState(false)
  const [focused, setFocused] = React.useState(false)

  const handlers = {
    onPointerEnter: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(true)
    },
    onPointerLeave: (event: React.PointerEvent) => {
      if (event.pointerType === 'mouse') setHovered(false)
    },
    onFocus: (event: React.FocusEvent) => {
      if (event.target.matches(':focus-visible')) setFocused(true)
    },
    onBlur: (event: React.FocusEvent) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false)
    },
  }

  return { paused: hovered || focused, handlers }
}
