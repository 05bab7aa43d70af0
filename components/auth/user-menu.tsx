'use client'

import { LayoutDashboardIcon, LogOutIcon, ShieldIcon, UserRoundIcon } from 'lucide-react'
import Link from 'next/link'

import { useAuth } from '@/components/auth/auth-provider'
import { useSignOut } from '@/components/auth/use-sign-out'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'

function initials(name: string | undefined, email: string | null) {
  const source = name?.trim() || email || '?'
  return source
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join('')
}

export function UserMenu() {
  const { user, isAdmin } = useAuth()
  const onSignOut = useSignOut()
  if (!user) return null
  const name = user.user_metadata.full_name
  // Dashboard and Admin are header buttons from 1024 px only; the menu has them at every width.
  const pages = [
    { href: '/dashboard', label: 'Dashboard', Icon: LayoutDashboardIcon },
    ...(isAdmin ? [{ href: '/admin', label: 'Admin', Icon: ShieldIcon }] : []),
    { href: '/profile', label: 'Profile', Icon: UserRoundIcon },
  ]

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <span className="sr-only">Account menu</span>
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {initials(name, user.email)}
          </span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-56">
        <DropdownMenuLabel className="grid">
          <span className="truncate">{name || 'Your account'}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {pages.map(({ href, label, Icon }) => (
          <DropdownMenuItem key={href} asChild>
            <Link href={href}>
              <Icon aria-hidden="true" />
              {label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem onSelect={() => void onSignOut()}>
          <LogOutIcon aria-hidden="true" />
          Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
