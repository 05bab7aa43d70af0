'use client'

import * as React from 'react'

import { detectLowPerformance } from '@/lib/browser/low-performance'

const subscribe = () => () => {}

/**
 * Undefined on the server and during hydration (the device is not known yet), then the device's
 * real answer. Callers wait for a boolean before doing work a low-performance device should skip.
 */
export function useLowPerformance(): boolean | undefined {
  return React.useSyncExternalStore(
    subscribe,
    () => detectLowPerformance(window),
    () => undefined,
  )
}
