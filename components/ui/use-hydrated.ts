'use client'

import * as React from 'react'

const subscribeToNothing = () => () => {}
const inBrowser = () => true
const onServer = () => false

/**
 * False on the server and while hydrating, true after: for what only the browser knows (a time
 * zone, the stored theme), drawn without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return React.useSyncExternalStore(subscribeToNothing, inBrowser, onServer)
}
