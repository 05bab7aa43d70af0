'use client'

import { AuthNav } from '@/components/layout/auth-nav'
import { NavLinks } from '@/components/layout/nav-links'
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet'

export function MobileNavSheet({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const close = () => onOpenChange(false)

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" data-testid="mobile-menu">
        <SheetHeader>
          <SheetTitle>Menu</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="px-2">
          <NavLinks className="flex flex-col gap-1" layout="sheet" onNavigate={close} />
        </nav>
        <div className="px-4">
          <AuthNav fullWidth onNavigate={close} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
