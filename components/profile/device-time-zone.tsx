'use client'

import * as React from 'react'

import { Button } from '@/components/ui/button'

const subscribe = () => () => {}
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone
const noZoneOnServer = () => null

/** Offers the browser's own time zone; rendered only after hydration, the server cannot know it. */
export function DeviceTimeZoneButton({
  current,
  zones,
  onPick,
}: {
  current: string
  zones: readonly string[]
  onPick: (zone: string) => void
}) {
  const zone = React.useSyncExternalStore(subscribe, deviceZone, noZoneOnServer)
  if (!zone || zone === current || !zones.includes(zone)) return null
  return (
    <Button
      type="button"
      variant="link"
      size="sm"
      className="h-auto p-0"
      onClick={() => onPick(zone)}
    >
      Use this device&apos;s time zone ({zone})
    </Button>
  )
}
