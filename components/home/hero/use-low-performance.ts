'use client'

import * as React from 'react'

import { detectLowPerformance } from '@/lib/home/low-performance'

const subscribe = () => () => {}

/** False on the server and during hydration, then the device's real answer. */
export function useLowPerformance(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => detectLowPerformance(window),
    () => false,
  )
}
