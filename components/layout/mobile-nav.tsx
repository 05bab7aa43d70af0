'use client'

import { MenuIcon } from 'lucide-react'
import dynamic from 'next/dynamic'
import * as React from 'react'

import { Button } from '@/components/ui/button'

const MobileNavSheet = dynamic(
  () => import('@/components/layout/mobile-nav-sheet').then((mod) => mod.MobileNavSheet),
  { ssr: false },
)

/** The menu's sheet (and its dialog code) loads on the first tap of the toggle. */
export function MobileNav() {
  const [open, setOpen] = React.useState(false)
  const [loaded, setLoaded] = React.useState(false)

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-menu-toggle"
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <MenuIcon aria-hidden="true" />
      </Button>
      {loaded && <MobileNavSheet open={open} onOpenChange={setOpen} />}
    </>
  )
}
