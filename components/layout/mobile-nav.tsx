'use client'

import { MenuIcon } from 'lucide-react'
import * as React from 'react'

import { AuthNav } from '@/components/layout/auth-nav'
import { NavLinks } from '@/components/layout/nav-links'
import { Button } from '@/components/ui/button'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet'

export function MobileNav() {
  const [open, setOpen] = React.useState(false)
  const close = () => setOpen(false)

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" data-testid="mobile-menu-toggle">
          <MenuIcon aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" data-testid="mobile-menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2">
          <NavLinks
            className="flex flex-col gap-1"
            linkClassName="block px-3 py-3 text-base"
            onNavigate={close}
          />
        </nav>
        <div className="px-4">
          <AuthNav className="w-full" onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
