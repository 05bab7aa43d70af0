'use client'

import dynamic from 'next/dynamic'
import Link from 'next/link'

import { useAuth } from '@/components/auth/auth-provider'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'

// Menu code loads only for signed-in visitors.
const UserMenu = dynamic(() => import('@/components/auth/user-menu').then((mod) => mod.UserMenu), {
  ssr: false,
})

/** Sign In for visitors; Dashboard, and Admin for admins only, once signed in. */
export function AuthNav({
  className,
  onNavigate,
}: {
  className?: string
  onNavigate?: () => void
}) {
  const { user, isAdmin, loading } = useAuth()

  if (loading) return <Skeleton className={cn('h-9 w-20', className)} aria-hidden="true" />

  if (!user) {
    return (
      <Button asChild className={className}>
        <Link href="/auth" onClick={onNavigate}>
          Sign In
        </Link>
      </Button>
    )
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button asChild variant="outline">
        <Link href="/dashboard" onClick={onNavigate}>
          Dashboard
        </Link>
      </Button>
      {isAdmin && (
        <Button asChild variant="outline">
          <Link href="/admin" onClick={onNavigate}>
            Admin
          </Link>
        </Button>
      )}
      <UserMenu />
    </div>
  )
}
